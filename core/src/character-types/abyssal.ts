import { canonExalt } from './canon-exalt.ts'
import { ABILITY_LISTS } from './character-type.ts'
import { SOLAR_CASTES, SOLAR_MOTES } from './solar.ts'

export const ABYSSAL = canonExalt({
  label: 'Abyssal Exalt',
  splat: 'Abyssal',
  xpWord: 'Abyssal',
  exaltType: 'Abyssal',
  customAlternative: 'CustomAbilityCharacter',
  nativeCharms: 'Ability',
  // Abyssals use the Solar excellency and its eligibility rule.
  excellency: { normal: 'solar', stunt: '' },
  excellencyRule: 'solar',
  motes: SOLAR_MOTES,
  limit: 'ranged',
  castes: {
    ...SOLAR_CASTES,
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
  traitLists: ABILITY_LISTS,
  supernal: 'caste',
  supernalLabel: 'Apocalyptic Ability',
  aura: 'blank',
  shapeshifter: false,
})
