import { rowsWithDefaults, withDefaults } from '../schemas/kind-defaults.ts'
import { QC_POOLS, QC_RATINGS, type QcPool, type QcRating } from '../vocabulary/stat-keys.ts'
import { type AppliedEffect, effectFigures, withTemporaryHealth } from './effects.ts'
import { qcHasPainTolerance, qcIsTinyCreature } from './merits.ts'
import { applyPenalties, type Penalties, type PenaltyKind } from './penalties.ts'
import { type WorstPoison, worstPoison } from './poison-penalty.ts'
import { qcExcellency } from './qc-excellency.ts'
import { uniqueKeys } from './record-keys.ts'
import type {
  HealthTrack,
  PoisonInput,
  QcAttackInput,
  QcMeritInput,
  QcSheet,
} from './sheet-input.ts'
import type { ConditionalBonus, StatDetail } from './stat-detail.ts'
import { detail, enteredFigure } from './stat-detail.ts'
import { healthLevelsTotal, healthTrackOf, woundPenalty } from './wound-penalty.ts'

export interface QcInput {
  readonly qc: QcSheet
  readonly qc_merits: readonly QcMeritInput[]
  readonly qc_attacks: readonly QcAttackInput[]
  readonly poisons?: readonly PoisonInput[] | undefined
}

const LABELS: Readonly<Record<QcRating | QcPool, string>> = {
  guile: 'Guile',
  resolve: 'Resolve',
  evasion: 'Evasion',
  parry: 'Parry',
  senses: 'Senses',
  join_battle: 'Join Battle',
  shape_sorcery: 'Shape Sorcery',
  feats_of_strength: 'Feats of Strength',
  movement: 'Movement',
  grapple: 'Grapple',
  grapple_control: 'Grapple Control',
}

const SOCIAL: readonly PenaltyKind[] = ['wound', 'poison']
const DEFENSIVE: readonly PenaltyKind[] = ['wound', 'poison', 'onslaught']

/** Which penalties each QC rating takes; every QC pool takes wound and poison. */
const RATING_PENALTIES: Readonly<Record<QcRating, readonly PenaltyKind[]>> = {
  guile: SOCIAL,
  resolve: SOCIAL,
  evasion: DEFENSIVE,
  parry: DEFENSIVE,
}

const TINY_CREATURE: ConditionalBonus = { label: 'Tiny Creature', value: 2, note: 'tiny creature' }

interface QcAttackDetails {
  readonly name: string
  readonly pool: StatDetail
  readonly damage: number
  readonly overwhelming: number
}

export interface QcStatDetails {
  readonly health_levels_total: number
  /** The health track with the temporary health levels of active effects. */
  readonly health_track: HealthTrack
  readonly penalties: Penalties
  readonly worst_poison: WorstPoison | null
  readonly ratings: Readonly<Record<QcRating, StatDetail>>
  readonly pools: Readonly<Record<QcPool, StatDetail>>
  readonly appearance: StatDetail
  readonly soak: StatDetail
  readonly hardness: StatDetail
  /** Every active effect's share of every figure (after stacking). */
  readonly effects: readonly AppliedEffect[]
  /** Keyed by action name; a repeated name gets " (2)", … */
  readonly actions: Readonly<Record<string, StatDetail>>
  /** Keyed by attack name; a repeated name gets " (2)", … */
  readonly attacks: Readonly<Record<string, QcAttackDetails>>
}

/**
 * QC figures are entered, not built from traits: each is the entered value − its penalties,
 * never below 0. Excellencies follow the entered value (see qc-excellency.ts).
 */
export function qcStatDetails(stored: QcInput): QcStatDetails {
  const input = wholeQcInput(stored)
  const effects = effectFigures(input.qc.effects)
  const qc = withTemporaryHealth(input.qc, effects)
  const poison = worstPoison(input.poisons ?? [])
  const penalties: Penalties = {
    wound: woundPenalty(qc, qcHasPainTolerance(input.qc_merits)),
    mobility: 0,
    poison: poison?.penalty ?? 0,
    onslaught: qc.onslaught,
  }
  const figure = (
    label: string,
    entered: number,
    kind: 'pool' | 'static',
    kinds: readonly PenaltyKind[],
    conditional: readonly ConditionalBonus[] = [],
    target: string = '',
  ): StatDetail =>
    detail({
      parts: [{ label, value: entered }],
      bonuses: effects.on(target),
      penalties: applyPenalties(penalties, kinds),
      conditional,
      excellency: qcExcellency(qc, entered, kind),
    })

  const ratings = {} as Record<QcRating, StatDetail>
  for (const rating of QC_RATINGS) {
    const notes = rating === 'evasion' && qcIsTinyCreature(input.qc_merits) ? [TINY_CREATURE] : []
    ratings[rating] = figure(
      LABELS[rating],
      qc[rating],
      'static',
      RATING_PENALTIES[rating],
      notes,
      rating,
    )
  }
  const pools = {} as Record<QcPool, StatDetail>
  for (const pool of QC_POOLS) {
    const notes =
      pool === 'feats_of_strength'
        ? [{ label: 'Strength', value: 0, note: `str ${qc.strength} feats` }]
        : []
    pools[pool] = figure(LABELS[pool], qc[pool], 'pool', SOCIAL, notes, pool)
  }
  const actions: Record<string, StatDetail> = {}
  const actionKeys = uniqueKeys(qc.actions.map((a) => a.action))
  qc.actions.forEach((action, index) => {
    actions[actionKeys[index] ?? action.action] = figure(action.action, action.pool, 'pool', SOCIAL)
  })
  const attacks: Record<string, QcAttackDetails> = {}
  const attackKeys = uniqueKeys(input.qc_attacks.map((a) => a.name))
  input.qc_attacks.forEach((attack, index) => {
    attacks[attackKeys[index] ?? attack.name] = {
      name: attack.name,
      pool: figure(attack.name, attack.pool, 'pool', SOCIAL, [], 'attack'),
      damage: Math.max(attack.damage + effects.sum('attack_damage'), 0),
      overwhelming: attack.overwhelming,
    }
  })
  return {
    health_levels_total: healthLevelsTotal(qc),
    health_track: healthTrackOf(qc),
    penalties,
    worst_poison: poison,
    ratings,
    pools,
    appearance: enteredFigure('Appearance', qc.appearance, effects.on('appearance')),
    soak: enteredFigure('Soak', qc.soak, effects.on('soak')),
    hardness: enteredFigure('Hardness', qc.hardness, effects.on('hardness')),
    effects: effects.applied,
    actions,
    attacks,
  }
}

type QcFigureSummary<K extends string> = {
  [P in K as P | `${P}_excellency` | `${P}_excellency_cost` | `${P}_excellency_stunt`]: number
}

export interface QcAttackStats {
  readonly pool: number
  readonly pool_excellency: number
  readonly pool_excellency_stunt: number
  readonly damage: number
  readonly overwhelming: number
}

export type QcStats = QcFigureSummary<QcRating> &
  QcFigureSummary<QcPool> & {
    readonly wound_penalty: number
    readonly health_levels_total: number
    readonly appearance: number
    readonly soak: number
    readonly hardness: number
    readonly evasion_conditional_bonus: number
    readonly attacks: Readonly<Record<string, QcAttackStats>>
  }

function summariseQc(details: QcStatDetails): QcStats {
  const stats: Record<string, unknown> = {
    wound_penalty: details.penalties.wound,
    health_levels_total: details.health_levels_total,
  }
  const figures: [string, StatDetail][] = [
    ...Object.entries(details.ratings),
    ...Object.entries(details.pools),
  ]
  for (const [key, figure] of figures) {
    stats[key] = figure.total
    stats[`${key}_excellency`] = figure.excellency?.cap ?? 0
    stats[`${key}_excellency_cost`] = figure.excellency?.cost ?? 0
    stats[`${key}_excellency_stunt`] = figure.excellency?.stunt ?? 0
  }
  const attacks: Record<string, QcAttackStats> = {}
  for (const [key, attack] of Object.entries(details.attacks)) {
    attacks[key] = {
      pool: attack.pool.total,
      pool_excellency: attack.pool.excellency?.cap ?? 0,
      pool_excellency_stunt: attack.pool.excellency?.stunt ?? 0,
      damage: attack.damage,
      overwhelming: attack.overwhelming,
    }
  }
  stats.appearance = details.appearance.total
  stats.soak = details.soak.total
  stats.hardness = details.hardness.total
  let conditional = 0
  for (const note of details.ratings.evasion.conditional) conditional += note.value
  stats.evasion_conditional_bonus = conditional
  stats.attacks = attacks
  return stats as QcStats
}

/** A QC as stored in any version, or sent without lists, with every field the rules read. */
function wholeQcInput(input: QcInput): QcInput {
  return {
    qc: withDefaults('qc', input.qc),
    qc_merits: rowsWithDefaults('qc_merit', input.qc_merits),
    qc_attacks: rowsWithDefaults('qc_attack', input.qc_attacks),
    poisons: rowsWithDefaults('poison', input.poisons),
  }
}

/** The summary numbers of a quick character. */
export function qcStats(input: QcInput): QcStats {
  return summariseQc(qcStatDetails(input))
}
