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
/** The circle a sorcerous working is cast in (docs/rules.md, Sorcerous workings). */
export const WORKING_CIRCLES = ['terrestrial', 'celestial', 'solar'] as const
/** Where an extended roll stands: still rolling, or ended (docs/rules.md, Extended rolls). */
export const EXTENDED_OUTCOMES = ['in_progress', 'success', 'failure', 'botch'] as const
export type ExtendedOutcome = (typeof EXTENDED_OUTCOMES)[number]
/** A craft project's category (docs/rules.md, Crafting). */
export const CRAFT_CATEGORIES = ['basic', 'major', 'superior', 'legendary'] as const
export type CraftCategory = (typeof CRAFT_CATEGORIES)[number]
/** The three colours of craft experience, as the character's fields name them. */
export const CRAFT_XP_FIELDS = {
  silver: 'xp_craft_silver',
  gold: 'xp_craft_gold',
  white: 'xp_craft_white',
} as const
export type CraftXpColour = keyof typeof CRAFT_XP_FIELDS
