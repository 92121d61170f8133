// Closed sets of values the schemas check against and server and web offer as choices. Traits,
// weights, range bands and character types have files of their own in this folder.
import { ABILITIES, ATTRIBUTES } from './traits.ts'

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
