import { characterTypeRecord } from '../character-types/table.ts'
import type { CharacterFields } from '../schemas/character.ts'
import { type CreationSheet, isFavoredCharm, isFavoredTrait } from './creation-sheet.ts'
import { logTotals } from './experience-awards.ts'

/**
 * What can be raised with experience: rated traits go from one rating to another, the others
 * (specialties, Charms, spells) are bought one at a time, so `from`/`to` count purchases.
 */
export type RaisedTrait =
  | { readonly kind: 'attribute'; readonly name: string }
  | { readonly kind: 'ability'; readonly name: string }
  | { readonly kind: 'willpower' }
  | { readonly kind: 'merit' }
  | { readonly kind: 'specialty' }
  | { readonly kind: 'charm'; readonly charm: CreationSheet['charms'][number] }
  | { readonly kind: 'spell' }

/** The highest rating the sheet allows, per rated trait. */
const RATING_MAX: Readonly<Record<RaisedTrait['kind'], number>> = {
  attribute: 10,
  ability: 5,
  willpower: 10,
  merit: 5,
  specialty: Number.POSITIVE_INFINITY,
  charm: Number.POSITIVE_INFINITY,
  spell: Number.POSITIVE_INFINITY,
}

/** Experience per step, the same for every type (docs/rules.md, "Character creation and experience"). */
export const EXPERIENCE_COSTS = {
  /** × the current rating. */
  attribute: { favored: 3, other: 4 },
  /** × the current rating, less the favored discount; a first dot costs `newAbility`. */
  ability: { multiplier: 2, favoredDiscount: 1, newAbility: 3 },
  willpower: 8,
  /** × the current rating; a first dot costs the same as a second. */
  merit: 3,
  specialty: 3,
  charm: { favored: 8, other: 10 },
} as const

type Lists = CreationSheet['character']

/** The experience of one step from `rating` to `rating + 1` (or one purchase). */
function stepCost(character: Lists, trait: RaisedTrait, rating: number): number {
  const costs = EXPERIENCE_COSTS
  switch (trait.kind) {
    case 'attribute': {
      const favored = isFavoredTrait(character, trait.name)
      return rating * (favored ? costs.attribute.favored : costs.attribute.other)
    }
    case 'ability': {
      if (rating === 0) return costs.ability.newAbility
      const discount = isFavoredTrait(character, trait.name) ? costs.ability.favoredDiscount : 0
      return rating * costs.ability.multiplier - discount
    }
    case 'willpower':
      return costs.willpower
    case 'merit':
      return Math.max(rating, 1) * costs.merit
    case 'specialty':
      return costs.specialty
    case 'charm':
      return isFavoredCharm(character, trait.charm) ? costs.charm.favored : costs.charm.other
    case 'spell':
      return isFavoredTrait(character, 'occult') ? costs.charm.favored : costs.charm.other
  }
}

/** The experience a raise costs, and whether the type's own (Solar, Lunar…) XP may pay it. */
export interface RaiseCost {
  readonly xp: number
  /** Exalts' own experience pays for anything but Charms and spells. */
  readonly splatXp: boolean
}

/**
 * The experience cost of raising a trait from `from` to `to`: the sum of each step. Lowering
 * (or staying) costs nothing; a rating past the sheet's maximum is an error.
 */
export function raiseCost(
  character: Lists,
  trait: RaisedTrait,
  from: number,
  to: number,
): RaiseCost {
  const max = RATING_MAX[trait.kind]
  if (to > max) throw new RangeError(`${trait.kind} ratings go up to ${max}, not ${to}`)
  let xp = 0
  for (let rating = Math.max(from, 0); rating < to; rating++) {
    xp += stepCost(character, trait, rating)
  }
  const paidInCharms = trait.kind === 'charm' || trait.kind === 'spell'
  return { xp, splatXp: characterTypeRecord(character.type).isExalt && !paidInCharms }
}

/** The cost of the next dot of a rated trait, or null when it is at the sheet's maximum. */
export function nextDotCost(
  character: Lists,
  trait: RaisedTrait,
  rating: number,
): RaiseCost | null {
  return rating >= RATING_MAX[trait.kind] ? null : raiseCost(character, trait, rating, rating + 1)
}

/**
 * A character is past creation once it has earned experience, by its earned totals or by an
 * award in either log: from then on the editor shows what each raise costs in experience
 * rather than what creation has left.
 */
export function isPastCreation(
  character: Pick<CharacterFields, 'xp_total' | 'xp_solar_total'> &
    Partial<Pick<CharacterFields, 'xp_log' | 'xp_log_solar'>>,
) {
  return (
    logTotals(character.xp_log ?? [], character.xp_total).earned > 0 ||
    logTotals(character.xp_log_solar ?? [], character.xp_solar_total).earned > 0
  )
}
