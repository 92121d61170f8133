import { canonExalt, fixedCasteAbilities } from './canon-exalt.ts'
import { ABILITY_LISTS } from './character-type.ts'
import { SOLAR_CREATION_BUDGET } from './creation-budget.ts'

export const SIDEREAL = canonExalt({
  label: 'Sidereal Exalt',
  // Sidereals preview (docs/rules.md): more merits and Charms than a Solar.
  creationBudget: { ...SOLAR_CREATION_BUDGET, merits: 13, charms: 20 },
  splat: 'Sidereal',
  xpWord: 'Sidereal',
  exaltType: 'Sidereal',
  customAlternative: 'CustomAbilityCharacter',
  nativeCharms: 'Ability',
  excellency: { normal: 'sidereal', stunt: '' },
  excellencyRule: 'sidereal',
  motes: { personal: { perEssence: 2, base: 9 }, peripheral: { perEssence: 6, base: 25 } },
  limit: 'ranged',
  castes: fixedCasteAbilities(
    'Caste',
    {
      journeys: ['resistance', 'ride', 'sail', 'survival', 'thrown'],
      serenity: ['craft', 'dodge', 'linguistics', 'performance', 'socialize'],
      battles: ['archery', 'brawl', 'melee', 'presence', 'war'],
      secrets: ['investigation', 'larceny', 'lore', 'occult', 'stealth'],
      endings: ['athletics', 'awareness', 'bureaucracy', 'integrity', 'medicine'],
    },
    ['martial_arts'],
  ),
  animaPowers: null,
  traitLists: ABILITY_LISTS,
  supernal: 'none',
  supernalLabel: null,
  aura: 'blank',
  shapeshifter: false,
})
