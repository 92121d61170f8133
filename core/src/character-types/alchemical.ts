import { canonExalt } from './canon-exalt.ts'
import { DEFAULT_LOADOUT } from './character-type.ts'
import { SOLAR_CREATION_BUDGET } from './creation-budget.ts'

/**
 * Alchemicals: attribute Exalts whose caste fixes three caste attributes and who favor one more;
 * their attribute charms are installed in loadouts, and only installed charms open excellencies.
 */
export const ALCHEMICAL = canonExalt({
  label: 'Alchemical Exalt',
  creationBudget: SOLAR_CREATION_BUDGET,
  splat: 'Alchemical',
  xpWord: 'Alchemical',
  exaltType: 'Alchemical',
  customAlternative: 'CustomAttributeCharacter',
  nativeCharms: 'Attribute',
  excellency: { normal: 'attribute+essence', stunt: '' },
  excellencyRule: 'alchemical',
  motes: { personal: { perEssence: 2, base: 11 }, peripheral: { perEssence: 6, base: 27 } },
  limit: 'ranged',
  castes: {
    noun: 'Caste',
    traits: 'attributes',
    pick: 'locked',
    maxChosen: 3,
    maxFavored: 1,
    alwaysAdded: [],
    castes: {
      orichalcum: ['charisma', 'intelligence', 'strength'],
      moonsilver: ['appearance', 'dexterity', 'wits'],
      starmetal: ['dexterity', 'intelligence', 'manipulation'],
      jade: ['charisma', 'stamina', 'wits'],
      soulsteel: ['manipulation', 'perception', 'stamina'],
      adamant: ['appearance', 'perception', 'strength'],
    },
  },
  animaPowers: null,
  traitLists: ['caste_attributes', 'favored_attributes'],
  supernal: 'none',
  supernalLabel: null,
  aura: 'blank',
  shapeshifter: false,
  loadouts: 'required',
  creation: { active_loadout: DEFAULT_LOADOUT },
})
