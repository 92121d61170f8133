import { canonExalt } from './canon-exalt.ts'
import { SOLAR_CREATION_BUDGET } from './creation-budget.ts'
import { SOLAR_FACTS } from './solar.ts'

/**
 * Abyssals follow the Solar rules (excellency and its eligibility, motes, Limit, caste picks)
 * under their own names and castes, without the Twilight anima.
 */
export const ABYSSAL = canonExalt({
  ...SOLAR_FACTS,
  label: 'Abyssal Exalt',
  creationBudget: SOLAR_CREATION_BUDGET,
  splat: 'Abyssal',
  xpWord: 'Abyssal',
  exaltType: 'Abyssal',
  castes: {
    ...SOLAR_FACTS.castes,
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
  },
  animaPowers: null,
  supernalLabel: 'Apocalyptic Ability',
})
