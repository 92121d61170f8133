import { canonExalt } from './canon-exalt.ts'
import { ABILITY_LISTS, type CasteScheme } from './character-type.ts'

export const SOLAR_MOTES = {
  personal: { perEssence: 3, base: 10 },
  peripheral: { perEssence: 7, base: 26 },
} as const

/** Solars pick five caste abilities from their caste's eight (Abyssals likewise). */
export const SOLAR_CASTES: CasteScheme = {
  noun: 'Caste',
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

export const SOLAR = canonExalt({
  label: 'Solar Exalt',
  splat: 'Solar',
  xpWord: 'Solar',
  exaltType: 'Solar',
  customAlternative: 'CustomAbilityCharacter',
  nativeCharms: 'Ability',
  excellency: { normal: 'solar', stunt: '' },
  excellencyRule: 'solar',
  motes: SOLAR_MOTES,
  limit: 'ranged',
  castes: SOLAR_CASTES,
  animaPowers: 'solar',
  traitLists: ABILITY_LISTS,
  supernal: 'caste',
  supernalLabel: 'Supernal Ability',
  aura: 'blank',
  shapeshifter: false,
})
