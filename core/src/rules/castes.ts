import type { CharacterType } from './exalt-types.ts'

/**
 * How a type's caste (or aspect) picks its caste traits:
 * - `chosen`: the player picks up to `maxChosen` of the caste's list;
 * - `fixed`: the caste's list is the caste traits, plus `alwaysAdded`.
 */
export interface CasteScheme {
  readonly traits: 'abilities' | 'attributes'
  readonly pick: 'chosen' | 'fixed'
  readonly maxChosen: number
  readonly maxFavored: number
  readonly alwaysAdded: readonly string[]
  readonly castes: Readonly<Record<string, readonly string[]>>
}

const SOLAR: CasteScheme = {
  traits: 'abilities',
  pick: 'chosen',
  maxChosen: 5,
  maxFavored: 5,
  alwaysAdded: [],
  castes: {
    dawn: ['archery', 'awareness', 'brawl', 'dodge', 'melee', 'resistance', 'thrown', 'war'],
    zenith: [
      'athletics',
      'integrity',
      'performance',
      'lore',
      'presence',
      'resistance',
      'survival',
      'war',
    ],
    twilight: [
      'bureaucracy',
      'craft',
      'integrity',
      'investigation',
      'linguistics',
      'lore',
      'medicine',
      'occult',
    ],
    night: [
      'athletics',
      'awareness',
      'dodge',
      'investigation',
      'larceny',
      'ride',
      'stealth',
      'socialize',
    ],
    eclipse: [
      'bureaucracy',
      'larceny',
      'linguistics',
      'occult',
      'presence',
      'ride',
      'sail',
      'socialize',
    ],
  },
}

const ABYSSAL: CasteScheme = {
  ...SOLAR,
  castes: {
    dusk: ['archery', 'athletics', 'brawl', 'melee', 'resistance', 'ride', 'thrown', 'war'],
    midnight: [
      'integrity',
      'larceny',
      'linguistics',
      'lore',
      'performance',
      'presence',
      'resistance',
      'survival',
    ],
    daybreak: [
      'awareness',
      'bureaucracy',
      'craft',
      'investigation',
      'lore',
      'medicine',
      'occult',
      'sail',
    ],
    day: [
      'athletics',
      'awareness',
      'investigation',
      'dodge',
      'larceny',
      'socialize',
      'stealth',
      'survival',
    ],
    moonshadow: [
      'bureaucracy',
      'integrity',
      'linguistics',
      'occult',
      'presence',
      'ride',
      'sail',
      'socialize',
    ],
  },
}

/**
 * Dragon-Blooded aspects and Sidereal castes: the caste grants its five abilities, plus the
 * always-added ones, so that many are caste abilities; five may be Favored.
 */
function fixedAbilities(
  castes: CasteScheme['castes'],
  alwaysAdded: readonly string[] = [],
): CasteScheme {
  return {
    traits: 'abilities',
    pick: 'fixed',
    maxChosen: 5 + alwaysAdded.length,
    maxFavored: 5,
    alwaysAdded,
    castes,
  }
}

const DRAGON_BLOODED = fixedAbilities({
  air: ['linguistics', 'lore', 'occult', 'stealth', 'thrown'],
  earth: ['awareness', 'craft', 'integrity', 'resistance', 'war'],
  fire: ['athletics', 'dodge', 'melee', 'presence', 'socialize'],
  water: ['brawl', 'bureaucracy', 'investigation', 'larceny', 'sail'],
  wood: ['archery', 'medicine', 'performance', 'ride', 'survival'],
})

const SIDEREAL = fixedAbilities(
  {
    journeys: ['resistance', 'ride', 'sail', 'survival', 'thrown'],
    serenity: ['craft', 'dodge', 'linguistics', 'performance', 'socialize'],
    battles: ['archery', 'brawl', 'melee', 'presence', 'war'],
    secrets: ['investigation', 'larceny', 'lore', 'occult', 'stealth'],
    endings: ['athletics', 'awareness', 'bureaucracy', 'integrity', 'medicine'],
  },
  ['martial_arts'],
)

const LUNAR: CasteScheme = {
  traits: 'attributes',
  pick: 'chosen',
  maxChosen: 2,
  maxFavored: 2,
  alwaysAdded: [],
  castes: {
    'full moon': ['strength', 'dexterity', 'stamina'],
    'changing moon': ['charisma', 'manipulation', 'appearance'],
    'no moon': ['intelligence', 'perception', 'wits'],
    casteless: [],
  },
}

const SCHEMES: Readonly<Partial<Record<CharacterType, CasteScheme>>> = {
  SolarCharacter: SOLAR,
  AbyssalCharacter: ABYSSAL,
  DragonbloodCharacter: DRAGON_BLOODED,
  SiderealCharacter: SIDEREAL,
  LunarCharacter: LUNAR,
}

/** The caste scheme of a type; Mortals and the custom types have none (their caste is free text). */
export function casteScheme(type: CharacterType): CasteScheme | null {
  return SCHEMES[type] ?? null
}

/** The castes (aspects for Dragon-Blooded) a type may take, or null when the caste is free text. */
export function castesOf(type: CharacterType): readonly string[] | null {
  const scheme = casteScheme(type)
  return scheme === null ? null : Object.keys(scheme.castes)
}

/**
 * The traits a caste offers (`chosen`) or grants (`fixed`, including the always-added ones).
 * A blank caste offers nothing; null means the type has no caste list or the caste is unknown.
 */
export function casteTraits(type: CharacterType, caste: string | null): readonly string[] | null {
  const scheme = casteScheme(type)
  if (scheme === null) return null
  if (caste === null || caste === '') return []
  if (!Object.hasOwn(scheme.castes, caste)) return null
  const traits = scheme.castes[caste] ?? []
  return scheme.alwaysAdded.length === 0 ? traits : [...traits, ...scheme.alwaysAdded]
}
