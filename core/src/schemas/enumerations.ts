// Closed sets of values the schemas check against, exported for server and web. Traits,
// weights and range bands are defined once, by the rules engine that reads them, and character
// types by their table (core/src/character-types/); the rest exist only for validation.
import { ABILITIES, ATTRIBUTES } from '../rules/traits.ts'

export { CHARACTER_TYPES, type CharacterType } from '../character-types/table.ts'
export { ARMOR_WEIGHTS, type ArmorWeight } from '../rules/armor.ts'
export { RANGE_BANDS, type RangeBand } from '../rules/ranged.ts'
export {
  ABILITIES,
  type AbilityName,
  ATTRIBUTES,
  type AttributeName,
  PLAIN_ABILITIES,
  type PlainAbilityName,
} from '../rules/traits.ts'
export { WEAPON_WEIGHTS, type WeaponWeight } from '../rules/weapon-weights.ts'

/** The aura an Exalt (or a QC) can show: no aura, or one of the five elements. */
export const AURAS = ['none', 'air', 'earth', 'fire', 'water', 'wood'] as const

export const CHARM_TIMINGS = [
  'simple',
  'supplemental',
  'reflexive',
  'permanent',
  'supplemental/reflexive',
] as const
export const SPELL_CIRCLES = [
  'terrestrial',
  'celestial',
  'solar',
  'ivory',
  'shadow',
  'void',
] as const
export const MERIT_CATEGORIES = ['story', 'innate', 'purchased', 'flaw'] as const
export const EXCELLENCY_TARGETS = [
  ...ATTRIBUTES,
  ...ABILITIES,
  '*',
  'dragonblood',
  'solar',
  'lunar',
  'sidereal',
] as const
