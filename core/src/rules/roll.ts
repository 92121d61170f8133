import type { Roll } from './custom-excellency.ts'
import type { AppliedPenalty } from './penalties.ts'
import type { Traits } from './sheet-input.ts'
import type { ConditionalBonus, ExcellencyDetail, Figure, StatDetail } from './stat-detail.ts'
import { detail } from './stat-detail.ts'
import { abilityRating, attributeRating, specialtiesFor, traitLabel } from './traits.ts'

/** The attribute and the ability of a roll as two labelled parts. */
export function rollParts(traits: Traits, roll: Roll): Figure[] {
  return [
    { label: traitLabel(roll.attribute), value: attributeRating(traits, roll.attribute) },
    { label: traitLabel(roll.ability), value: abilityRating(traits, roll.ability) },
  ]
}

export interface RollFigures {
  /** Parts beyond attribute + ability that belong to the base (weapon accuracy, range band). */
  readonly extraParts?: readonly Figure[]
  readonly bonuses: readonly Figure[]
  readonly conditional: readonly ConditionalBonus[]
  readonly penalties: readonly AppliedPenalty[]
  readonly excellency: ExcellencyDetail
  /** The roll's specialties when already looked up (several pools of one weapon share them). */
  readonly specialties?: readonly string[]
}

/** A dice pool: attribute + ability + bonuses − penalties, never below 0. */
export function dicePool(traits: Traits, roll: Roll, figures: RollFigures): StatDetail {
  const parts = rollParts(traits, roll)
  if (figures.extraParts !== undefined) for (const part of figures.extraParts) parts.push(part)
  return detail({
    parts,
    bonuses: figures.bonuses,
    penalties: figures.penalties,
    conditional: figures.conditional,
    excellency: figures.excellency,
    specialties: figures.specialties ?? specialtiesFor(traits, roll.ability),
  })
}

/**
 * A static rating: half of (attribute + ability) rounded up, + bonuses − penalties, never below
 * 0. A specialty matters when the sum is even: one more die would then raise the rating.
 */
export function staticRating(traits: Traits, roll: Roll, figures: RollFigures): StatDetail {
  const parts = rollParts(traits, roll)
  const specialties = specialtiesFor(traits, roll.ability)
  const sum = (parts[0]?.value ?? 0) + (parts[1]?.value ?? 0)
  return detail({
    parts,
    halved: true,
    bonuses: figures.bonuses,
    penalties: figures.penalties,
    conditional: figures.conditional,
    excellency: figures.excellency,
    specialties,
    specialty_matters: sum % 2 === 0 && specialties.length > 0,
  })
}
