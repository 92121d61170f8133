/** The 26 abilities, in sheet order. */
export const ABILITIES = [
  'archery',
  'athletics',
  'awareness',
  'brawl',
  'bureaucracy',
  'craft',
  'dodge',
  'integrity',
  'investigation',
  'larceny',
  'linguistics',
  'lore',
  'martial_arts',
  'medicine',
  'melee',
  'occult',
  'performance',
  'presence',
  'resistance',
  'ride',
  'sail',
  'socialize',
  'stealth',
  'survival',
  'thrown',
  'war',
] as const
export type Ability = (typeof ABILITIES)[number]

/** Abilities rated by a plain number; craft and martial arts are lists of named entries. */
export const RATED_ABILITIES = ABILITIES.filter(
  (ability): ability is Exclude<Ability, 'craft' | 'martial_arts'> =>
    ability !== 'craft' && ability !== 'martial_arts',
)

export const ATTRIBUTES = [
  'strength',
  'dexterity',
  'stamina',
  'charisma',
  'manipulation',
  'appearance',
  'perception',
  'intelligence',
  'wits',
] as const
export type Attribute = (typeof ATTRIBUTES)[number]

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
export const ARMOR_WEIGHTS = ['unarmored', 'light', 'medium', 'heavy'] as const
export const WEAPON_WEIGHTS = ['light', 'medium', 'heavy'] as const
export const MERIT_CATEGORIES = ['story', 'innate', 'purchased', 'flaw'] as const
export const ATTACK_RANGES = ['close', 'short', 'medium', 'long', 'extreme'] as const
export const EXCELLENCY_TARGETS = [
  ...ATTRIBUTES,
  ...ABILITIES,
  '*',
  'dragonblood',
  'solar',
  'lunar',
  'sidereal',
] as const

/** Character types; `Character` is the Mortal. */
export const CHARACTER_TYPES = [
  'Character',
  'SolarCharacter',
  'DragonbloodCharacter',
  'LunarCharacter',
  'SiderealCharacter',
  'AbyssalCharacter',
  'CustomAbilityCharacter',
  'CustomAttributeCharacter',
  'CustomEssenceCharacter',
] as const
export type CharacterType = (typeof CHARACTER_TYPES)[number]
