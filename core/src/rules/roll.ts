import type { Roll, RollKind } from './custom-excellency.ts'
import type { AppliedPenalty } from './penalties.ts'
import type { Traits } from './sheet-input.ts'
import type { ConditionalBonus, ExcellencyDetail, Figure, StatDetail } from './stat-detail.ts'
import { statDetail } from './stat-detail.ts'
import { abilityRating, attributeRating, specialtiesFor, traitLabel } from './traits.ts'

/** What one attribute + ability roll of a character is, whatever pool or rating uses it. */
export interface RollFacts {
  readonly roll: Roll
  /** The attribute and the ability as two labelled parts. */
  readonly parts: readonly Figure[]
  readonly specialties: readonly string[]
  readonly excellency: Readonly<Record<RollKind, ExcellencyDetail>>
}

export function rollFacts(
  traits: Traits,
  roll: Roll,
  excellency: (roll: Roll, kind: RollKind) => ExcellencyDetail,
  attributeLabel: (name: string) => string,
): RollFacts {
  return {
    roll,
    parts: [
      { label: attributeLabel(roll.attribute), value: attributeRating(traits, roll.attribute) },
      { label: traitLabel(roll.ability), value: abilityRating(traits, roll.ability) },
    ],
    specialties: specialtiesFor(traits, roll.ability),
    excellency: { pool: excellency(roll, 'pool'), static: excellency(roll, 'static') },
  }
}

export interface RollFigures {
  /** Parts beyond attribute + ability that belong to the base (weapon accuracy, range band). */
  readonly extraParts?: readonly Figure[]
  readonly bonuses: readonly Figure[]
  readonly conditional: readonly ConditionalBonus[]
  readonly penalties: readonly AppliedPenalty[]
}

/** A dice pool: attribute + ability + bonuses − penalties, never below 0. */
export function dicePool(facts: RollFacts, figures: RollFigures): StatDetail {
  const parts =
    figures.extraParts === undefined ? facts.parts : facts.parts.concat(figures.extraParts)
  return statDetail(
    parts,
    false,
    figures.bonuses,
    figures.penalties,
    figures.conditional,
    facts.specialties,
    facts.excellency.pool,
    undefined,
    0,
  )
}

/**
 * A static rating: half of (attribute + ability) rounded up, + bonuses − penalties, never below
 * 0. A specialty matters when the sum is even: one more die would then raise the rating.
 */
export function staticRating(facts: RollFacts, figures: RollFigures): StatDetail {
  const sum = (facts.parts[0]?.value ?? 0) + (facts.parts[1]?.value ?? 0)
  return statDetail(
    facts.parts,
    true,
    figures.bonuses,
    figures.penalties,
    figures.conditional,
    facts.specialties,
    facts.excellency.static,
    sum % 2 === 0 && facts.specialties.length > 0,
    0,
  )
}
