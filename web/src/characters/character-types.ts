import type { Character } from '../api/types.ts'

/** What the create and change-type dialogs need to know about each character type. */
export interface CharacterTypeInfo {
  type: string
  /** The menu label. */
  label: string
  /** The name used in a character's one-line description ("Solar", "Mortal"). */
  splat: string
  group: 'canon' | 'custom'
  /** Canon types pick a caste (or aspect) from a list; custom types type their own. */
  casteLabel?: 'Caste' | 'Aspect'
  castes?: readonly string[]
  /** The custom type whose rules a house-ruling player should pick instead. */
  customAlternative?: string
  description?: string
}

export const CHARACTER_TYPES: readonly CharacterTypeInfo[] = [
  { type: 'Character', label: 'Mortal', splat: 'Mortal', group: 'canon' },
  {
    type: 'SolarCharacter',
    label: 'Solar Exalt',
    splat: 'Solar',
    group: 'canon',
    casteLabel: 'Caste',
    castes: ['dawn', 'zenith', 'twilight', 'night', 'eclipse'],
    customAlternative: 'Ability-Based Exalt',
  },
  {
    type: 'DragonbloodCharacter',
    label: 'Dragon-Blooded Exalt',
    splat: 'Dragon-Blooded',
    group: 'canon',
    casteLabel: 'Aspect',
    castes: ['air', 'earth', 'fire', 'water', 'wood'],
    customAlternative: 'Ability-Based Exalt',
  },
  {
    type: 'LunarCharacter',
    label: 'Lunar Exalt',
    splat: 'Lunar',
    group: 'canon',
    casteLabel: 'Caste',
    castes: ['full moon', 'changing moon', 'no moon', 'casteless'],
    customAlternative: 'Attribute-Based Exalt',
  },
  {
    type: 'SiderealCharacter',
    label: 'Sidereal Exalt',
    splat: 'Sidereal',
    group: 'canon',
    casteLabel: 'Caste',
    castes: ['journeys', 'serenity', 'battles', 'secrets', 'endings'],
    customAlternative: 'Ability-Based Exalt',
  },
  {
    type: 'AbyssalCharacter',
    label: 'Abyssal Exalt',
    splat: 'Abyssal',
    group: 'canon',
    casteLabel: 'Caste',
    castes: ['dusk', 'midnight', 'daybreak', 'day', 'moonshadow'],
    customAlternative: 'Ability-Based Exalt',
  },
  {
    type: 'CustomAbilityCharacter',
    label: 'Ability-Based Exalt',
    splat: 'Ability Exalt',
    group: 'custom',
    description:
      'Charms keyed to Abilities, with caste and favored Abilities: like Solars, Abyssals, Sidereals and Dragon-Blooded, or your own Exigent.',
  },
  {
    type: 'CustomAttributeCharacter',
    label: 'Attribute-Based Exalt',
    splat: 'Attribute Exalt',
    group: 'custom',
    description:
      'Charms keyed to Attributes, with caste and favored Attributes: like Lunars, Liminals and Alchemicals.',
  },
  {
    type: 'CustomEssenceCharacter',
    label: 'Essence-Based Exalt / Spirit',
    splat: 'Essence Exalt',
    group: 'custom',
    description:
      'Charms keyed to Essence alone: like spirits, or Infernals as second edition wrote them.',
  },
]

export const DEFAULT_CHARACTER_TYPE = 'SolarCharacter'

export function characterTypeInfo(type: string | null | undefined): CharacterTypeInfo {
  return CHARACTER_TYPES.find((info) => info.type === type) ?? CHARACTER_TYPES[0]!
}

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase())

/** "Twilight Caste Solar", "Air Aspect Dragon-Blooded", "Mortal" or "Sorcerer". */
export function describeType(character: Character): string {
  const info = characterTypeInfo(character.type)
  if (info.type === 'Character') return character.is_sorcerer ? 'Sorcerer' : 'Mortal'
  const splat = info.group === 'custom' ? character.exalt_type || info.splat : info.splat
  if (!character.caste) return splat
  const casteWord = info.casteLabel ?? (character.aspect ? 'Aspect' : 'Caste')
  return `${titleCase(character.caste)} ${casteWord} ${splat}`
}

/** "Essence 1 Twilight Caste Solar". */
export function describeCharacter(character: Character): string {
  return `Essence ${character.essence ?? 1} ${describeType(character)}`
}
