// The rules engine: every derived statistic of characters, QCs and battlegroups.
// The trait, type and weight enumerations the rules use internally are exported by the
// schemas (core/src/schemas/enumerations.ts), so they are not re-exported here.

export { EXCELLENCY_RULES } from '../vocabulary/excellency-rules.ts'
export type { RangeBand } from '../vocabulary/range-bands.ts'
export {
  CHARACTER_POOLS,
  CHARACTER_RATINGS,
  type CharacterPool,
  type CharacterRating,
} from '../vocabulary/stat-keys.ts'
export { ANIMA_LEVELS, animaLabel, BONFIRE } from './anima.ts'
export {
  type BattlegroupStatDetails,
  type BattlegroupStats,
  battlegroupMagnitude,
  battlegroupStatDetails,
  battlegroupStats,
  DRILL_LABELS,
  drillLabel,
} from './battlegroup.ts'
export { castesOf, casteTraits } from './castes.ts'
export type { CharacterInput } from './character-context.ts'
export {
  type CharacterStatDetails,
  type CharacterStats,
  characterStatDetails,
  characterStats,
} from './character-stats.ts'
export {
  EXCELLENCY_TOKENS,
  type ExcellencyFormula,
  parseExcellencyFormula,
  type Roll,
  type RollKind,
} from './custom-excellency.ts'
export { type AppliedEffect, effectFigures } from './effects.ts'
export { traitHasExcellency } from './excellency-eligibility.ts'
export {
  hasPainTolerance,
  MERIT_RATING_NOT_APPLICABLE,
  qcHasPainTolerance,
  RECOGNISED_MERITS,
  recognisedMerit,
} from './merits.ts'
export {
  animaAfter,
  type MotePoolState,
  moteSpendChanges,
  moteSpendRange,
  type StoredCommitment,
} from './mote-spend.ts'
export {
  type CharacterMotes,
  characterMotes,
  MOTE_POOL_LABELS,
  MOTE_POOLS,
  type MotePool,
  motesAvailable,
  moteTotals,
} from './motes.ts'
export type {
  AppliedPenalty,
  Penalties,
  PenaltyKind,
} from './penalties.ts'
export type { WorstPoison } from './poison-penalty.ts'
export {
  type QcAttackStats,
  type QcInput,
  type QcStatDetails,
  type QcStats,
  qcStatDetails,
  qcStats,
} from './qc.ts'
export { QC_EXCELLENCIES, type QcExcellency } from './qc-excellency.ts'
export type { RangedAttack } from './range-bands.ts'
export { uniqueKeys } from './record-keys.ts'
export type * from './sheet-input.ts'
export type { EffectInput, EffectModifierInput } from './sheet-input.ts'
export type { ConditionalBonus, ExcellencyDetail, Figure, StatDetail } from './stat-detail.ts'
export { characterTraitRoll } from './trait-roll.ts'
export type { WeaponDetails } from './weapon-stats.ts'
export type { DamageType } from './weapon-tags.ts'
export { healthLevelsTotal, woundPenalty } from './wound-penalty.ts'
