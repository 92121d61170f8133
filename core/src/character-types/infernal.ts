import { canonExalt } from './canon-exalt.ts'
import { SOLAR_CREATION_BUDGET } from './creation-budget.ts'
import { SOLAR_FACTS } from './solar.ts'

/**
 * Infernals follow the Solar rules (excellency and its eligibility, motes, Limit, caste picks)
 * under their own names and castes; a Nadir's anima adds Evasion.
 */
export const INFERNAL = canonExalt({
  ...SOLAR_FACTS,
  label: 'Infernal Exalt',
  creationBudget: SOLAR_CREATION_BUDGET,
  splat: 'Infernal',
  xpWord: 'Infernal',
  exaltType: 'Infernal',
  castes: {
    ...SOLAR_FACTS.castes,
    castes: {
      azimuth: [
        'archery',
        'athletics',
        'awareness',
        'brawl',
        'melee',
        'resistance',
        'thrown',
        'war',
      ],
      ascendant: [
        'integrity',
        'lore',
        'medicine',
        'occult',
        'performance',
        'presence',
        'resistance',
        'survival',
      ],
      horizon: [
        'bureaucracy',
        'craft',
        'investigation',
        'linguistics',
        'lore',
        'medicine',
        'occult',
        'war',
      ],
      nadir: ['athletics', 'awareness', 'dodge', 'integrity', 'larceny', 'ride', 'sail', 'stealth'],
      penumbra: [
        'bureaucracy',
        'investigation',
        'larceny',
        'linguistics',
        'performance',
        'presence',
        'stealth',
        'socialize',
      ],
    },
  },
  animaPowers: 'infernal',
  supernalLabel: 'Primordial Ability',
})
