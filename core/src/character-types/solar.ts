import { type CanonFacts, canonExalt } from './canon-exalt.ts'
import { ABILITY_LISTS } from './character-type.ts'
import { SOLAR_CREATION_BUDGET } from './creation-budget.ts'

export const SOLAR_FACTS: CanonFacts = {
  label: 'Solar Exalt',
  creationBudget: SOLAR_CREATION_BUDGET,
  splat: 'Solar',
  xpWord: 'Solar',
  exaltType: 'Solar',
  customAlternative: 'CustomAbilityCharacter',
  nativeCharms: 'Ability',
  excellency: { normal: 'solar', stunt: '' },
  excellencyRule: 'solar',
  motes: { personal: { perEssence: 3, base: 10 }, peripheral: { perEssence: 7, base: 26 } },
  limit: 'ranged',
  // Five caste abilities, picked from the caste's eight.
  castes: {
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
  },
  animaPowers: 'solar',
  traitLists: ABILITY_LISTS,
  supernal: 'caste',
  supernalLabel: 'Supernal Ability',
  aura: 'blank',
  shapeshifter: false,
}

export const SOLAR = canonExalt(SOLAR_FACTS)
