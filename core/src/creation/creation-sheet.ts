import type { CharacterFields } from '../schemas/character.ts'
import type { Charm } from '../schemas/charm.ts'
import type { Merit } from '../schemas/merit.ts'

/** A character with what creation counts of its children: merits, charms and spells. */
export interface CreationSheet {
  readonly character: CharacterFields & { readonly type: string | null }
  readonly merits: readonly Pick<Merit, 'rating' | 'merit_cat'>[]
  readonly charms: readonly Pick<Charm, 'charm_type' | 'ability'>[]
  /** Spells are bought like Charms; only how many matters. */
  readonly spellCount: number
}

type Lists = Pick<
  CharacterFields,
  'caste_abilities' | 'favored_abilities' | 'caste_attributes' | 'favored_attributes'
>

/**
 * Whether a trait is Caste or Favored, which makes it and its Charms cheaper. Martial Arts
 * follows Brawl, as the core book has it for Solars.
 */
export function isFavoredTrait(character: Lists, trait: string): boolean {
  const lists = [
    ...character.caste_abilities,
    ...character.favored_abilities,
    ...character.caste_attributes,
    ...character.favored_attributes,
  ] as string[]
  return lists.includes(trait) || (trait === 'martial_arts' && lists.includes('brawl'))
}

/**
 * Whether a Charm costs the Caste/Favored price: one keyed to a Caste or Favored trait, a Martial
 * Arts Charm when Brawl is, Evocations (the core book prices them so), and Essence Charms (the
 * Essence-based types have no trait to favor).
 */
export function isFavoredCharm(character: Lists, charm: CreationSheet['charms'][number]): boolean {
  switch (charm.charm_type) {
    case 'Evocation':
    case 'Essence':
      return true
    case 'MartialArts':
      return isFavoredTrait(character, 'martial_arts')
    case 'Spirit':
      return false
    default:
      return isFavoredTrait(character, charm.ability ?? '')
  }
}
