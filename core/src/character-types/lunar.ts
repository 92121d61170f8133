import { canonExalt } from './canon-exalt.ts'
import { SOLAR_CREATION_BUDGET } from './creation-budget.ts'

export const LUNAR = canonExalt({
  label: 'Lunar Exalt',
  // Lunars: Fangs at the Gate, character creation: one more dot in each attribute group.
  creationBudget: { ...SOLAR_CREATION_BUDGET, attributes: [9, 7, 5] },
  splat: 'Lunar',
  xpWord: 'Lunar',
  exaltType: 'Lunar',
  customAlternative: 'CustomAttributeCharacter',
  nativeCharms: 'Attribute',
  excellency: { normal: 'attribute', stunt: 'lunar' },
  excellencyRule: 'lunar',
  motes: { personal: { perEssence: 1, base: 15 }, peripheral: { perEssence: 4, base: 34 } },
  limit: 'unchecked',
  // Lunars pick two caste attributes from their caste's three; the Casteless have none.
  castes: {
    noun: 'Caste',
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
  },
  animaPowers: null,
  traitLists: ['caste_attributes', 'favored_attributes'],
  supernal: 'none',
  supernalLabel: null,
  aura: 'blank',
  shapeshifter: true,
})
