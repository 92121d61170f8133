import type { CharacterTypeRecord } from '../character-types/character-type.ts'
import { characterTypeRecord } from '../character-types/table.ts'
import { type WeaponEffectTarget, weaponEffectKey } from '../vocabulary/effect-targets.ts'
import { withAttributeEffects } from './attribute-effects.ts'
import { type CharacterBonuses, characterBonuses } from './bonuses.ts'
import type { Roll, RollKind } from './custom-excellency.ts'
import { type EffectFigures, effectFigures, withEffects, withTemporaryHealth } from './effects.ts'
import { type CharacterExcellency, characterExcellency, excellencyFor } from './excellency.ts'
import { eligibleTraits } from './excellency-eligibility.ts'
import { type MeritRatings, recogniseMerits } from './merits.ts'
import { mobilityPenalty } from './mobility-penalty.ts'
import {
  type AppliedPenalty,
  applyPenalties,
  type Penalties,
  type PenaltyKind,
} from './penalties.ts'
import { type WorstPoison, worstPoison } from './poison-penalty.ts'
import { type RollFacts, rollFacts } from './roll.ts'
import type {
  CharacterSheet,
  CharmInput,
  MeritInput,
  PoisonInput,
  SpellInput,
  WeaponInput,
} from './sheet-input.ts'
import type { ExcellencyDetail, Figure } from './stat-detail.ts'
import { woundPenalty } from './wound-penalty.ts'

/** Everything `characterStats` needs: a character with its weapons, merits, charms and spells. */
export interface CharacterInput {
  readonly character: CharacterSheet
  readonly weapons: readonly WeaponInput[]
  readonly merits: readonly MeritInput[]
  readonly charms: readonly CharmInput[]
  readonly spells: readonly SpellInput[]
  /** Poisons affecting the character; only the worst one counts. */
  readonly poisons?: readonly PoisonInput[] | undefined
}

/** What every figure of one character shares, worked out once per sheet. */
export interface CharacterContext {
  readonly sheet: CharacterSheet
  readonly type: CharacterTypeRecord
  readonly merits: MeritRatings
  readonly penalties: Penalties
  readonly worstPoison: WorstPoison | null
  /**
   * The active effects; their figures are already in `bonuses`, the sheet's health track and
   * its physical attributes.
   */
  readonly effects: EffectFigures
  /** An attribute's label in a breakdown, naming the effects (a taken form) that changed it. */
  readonly attributeLabel: (name: string) => string
  readonly bonuses: CharacterBonuses
  readonly excellency: CharacterExcellency
  /** Many pools and weapons share a roll (Dexterity + Melee…): each is worked out once. */
  readonly rolls: Map<string, Map<string, RollFacts>>
  readonly applied: Map<readonly PenaltyKind[], readonly AppliedPenalty[]>
}

export function characterContext(input: CharacterInput): CharacterContext {
  const effects = effectFigures(input.character.effects)
  const attributes = withAttributeEffects(withTemporaryHealth(input.character, effects), effects)
  const sheet = attributes.sheet
  const type = characterTypeRecord(sheet.type)
  const merits = recogniseMerits(input.merits)
  const poison = worstPoison(input.poisons ?? [])
  return {
    sheet,
    type,
    merits,
    penalties: {
      wound: woundPenalty(sheet, merits.has('pain tolerance')),
      mobility: mobilityPenalty(sheet),
      poison: poison?.penalty ?? 0,
      onslaught: sheet.onslaught,
    },
    worstPoison: poison,
    effects,
    attributeLabel: attributes.label,
    bonuses: withEffectBonuses(
      characterBonuses({ sheet, type, merits, spells: input.spells }),
      effects,
    ),
    excellency: characterExcellency(sheet, type, eligibleTraits(sheet, type, input.charms)),
    rolls: new Map(),
    applied: new Map(),
  }
}

/** A weapon figure's added bonuses: those on every weapon's, then those on this weapon's. */
export function weaponBonuses(
  context: CharacterContext,
  stat: WeaponEffectTarget,
  weapon: WeaponInput,
): readonly Figure[] {
  const every = context.bonuses(stat).added
  return weapon.id === undefined
    ? every
    : withEffects(every, context.effects, weaponEffectKey(stat, weapon.id))
}

/** The automatic bonuses with each active effect added to the figures it targets. */
function withEffectBonuses(bonuses: CharacterBonuses, effects: EffectFigures): CharacterBonuses {
  if (effects.applied.length === 0) return bonuses
  return (stat) => {
    const own = bonuses(stat)
    const added = withEffects(own.added, effects, stat)
    return added === own.added ? own : { added, conditional: own.conditional }
  }
}

/** The facts of one roll of this character (its parts, specialties and excellencies). */
export function rollOf(context: CharacterContext, roll: Roll): RollFacts {
  let byAbility = context.rolls.get(roll.attribute)
  if (byAbility === undefined) {
    byAbility = new Map()
    context.rolls.set(roll.attribute, byAbility)
  }
  let facts = byAbility.get(roll.ability)
  if (facts === undefined) {
    facts = rollFacts(
      context.sheet,
      roll,
      (r, kind) => rollExcellency(context, r, kind),
      context.attributeLabel,
    )
    byAbility.set(roll.ability, facts)
  }
  return facts
}

/** The penalties in force of the given kinds (pass a constant list: it is remembered by identity). */
export function penaltiesOf(
  context: CharacterContext,
  kinds: readonly PenaltyKind[],
): readonly AppliedPenalty[] {
  let applied = context.applied.get(kinds)
  if (applied === undefined) {
    applied = applyPenalties(context.penalties, kinds)
    context.applied.set(kinds, applied)
  }
  return applied
}

/** The excellency for one roll of this character. */
function rollExcellency(context: CharacterContext, roll: Roll, kind: RollKind): ExcellencyDetail {
  return excellencyFor(context.excellency, context.sheet, roll, kind)
}
