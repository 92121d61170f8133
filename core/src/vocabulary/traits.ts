// The nine attributes and the abilities, in the order the sheet lists them.

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
export type AttributeName = (typeof ATTRIBUTES)[number]

/** All 26 abilities in the order the sheet lists them. */
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
export type AbilityName = (typeof ABILITIES)[number]

/** The 24 abilities held as plain ratings; craft and martial arts are lists of named entries. */
export type PlainAbilityName = Exclude<AbilityName, 'craft' | 'martial_arts'>
export const PLAIN_ABILITIES: readonly PlainAbilityName[] = ABILITIES.filter(
  (ability): ability is PlainAbilityName => ability !== 'craft' && ability !== 'martial_arts',
)
