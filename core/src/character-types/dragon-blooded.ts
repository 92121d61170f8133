import { canonExalt, fixedCasteAbilities } from './canon-exalt.ts'
import { ABILITY_LISTS } from './character-type.ts'
import { SOLAR_CREATION_BUDGET } from './creation-budget.ts'

export const DRAGON_BLOODED = canonExalt({
  label: 'Dragon-Blooded Exalt',
  // Dragon-Blooded: What Fire Has Wrought, character creation (docs/rules.md).
  creationBudget: { ...SOLAR_CREATION_BUDGET, merits: 13, bonusPoints: 18 },
  splat: 'Dragon-Blooded',
  xpWord: 'Dragon',
  exaltType: 'Dragon-Blood',
  customAlternative: 'CustomAbilityCharacter',
  nativeCharms: 'Ability',
  excellency: { normal: 'dragonblood', stunt: '' },
  excellencyRule: 'dragonblood',
  motes: { personal: { perEssence: 1, base: 11 }, peripheral: { perEssence: 4, base: 23 } },
  limit: 'none',
  castes: fixedCasteAbilities('Aspect', {
    air: ['linguistics', 'lore', 'occult', 'stealth', 'thrown'],
    earth: ['awareness', 'craft', 'integrity', 'resistance', 'war'],
    fire: ['athletics', 'dodge', 'melee', 'presence', 'socialize'],
    water: ['brawl', 'bureaucracy', 'investigation', 'larceny', 'sail'],
    wood: ['archery', 'medicine', 'performance', 'ride', 'survival'],
  }),
  animaPowers: 'dragon-blooded',
  traitLists: ABILITY_LISTS,
  supernal: 'none',
  supernalLabel: null,
  aura: 'element',
  shapeshifter: false,
  creation: { essence: 2, aura: 'none' },
})
