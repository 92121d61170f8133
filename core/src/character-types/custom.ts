import type { CharacterFields } from '../schemas/character.ts'
import {
  ABILITY_LISTS,
  type CharacterTypeFacts,
  EXALT_CREATION,
  type NativeCharmKind,
  type TraitList,
} from './character-type.ts'
import { SOLAR_CREATION_BUDGET } from './creation-budget.ts'

const CUSTOM_MOTES: Partial<CharacterFields> = {
  motes_personal_total: 10,
  motes_personal_current: 10,
  motes_peripheral_total: 10,
  motes_peripheral_current: 10,
}

interface CustomFacts {
  readonly label: string
  readonly exaltType: string
  readonly description: string
  readonly nativeCharms: NativeCharmKind
  readonly traitLists: readonly TraitList[]
  /** Named only when the type has a supernal pick (free among all abilities). */
  readonly supernalLabel?: string
}

/**
 * The custom types leave castes, excellencies, mote totals and the type's name to the player;
 * only their charms and trait lists differ.
 */
function customExalt(facts: CustomFacts): CharacterTypeFacts {
  const { exaltType, supernalLabel } = facts
  return {
    ...facts,
    group: 'custom',
    splat: exaltType,
    xpWord: null,
    customAlternative: null,
    isExalt: true,
    excellency: 'custom',
    excellencyRule: null,
    motes: 'editable',
    limit: 'unchecked',
    castes: null,
    animaPowers: null,
    forced: {},
    // The custom types have no book of their own: they start from the Solar budget.
    creationBudget: SOLAR_CREATION_BUDGET,
    creation: { ...EXALT_CREATION, ...CUSTOM_MOTES, exalt_type: exaltType },
    supernal: supernalLabel === undefined ? 'none' : 'free',
    supernalLabel: supernalLabel ?? null,
    aura: 'free',
    loadouts: 'optional',
    shapeshifter: true,
  }
}

const ATTRIBUTE_LISTS: readonly TraitList[] = [
  'caste_attributes',
  'favored_attributes',
  'favored_abilities',
]

export const CUSTOM_ABILITY = customExalt({
  label: 'Ability-Based Exalt',
  exaltType: 'Ability Exalt',
  description:
    'Charms keyed to Abilities, with caste and favored Abilities: like Solars, Abyssals, Sidereals and Dragon-Blooded, or your own Exigent.',
  nativeCharms: 'Ability',
  traitLists: ABILITY_LISTS,
  supernalLabel: 'Supernal Ability',
})

export const CUSTOM_ATTRIBUTE = customExalt({
  label: 'Attribute-Based Exalt',
  exaltType: 'Attribute Exalt',
  description:
    'Charms keyed to Attributes, with caste and favored Attributes: like Lunars, Liminals and Alchemicals.',
  nativeCharms: 'Attribute',
  traitLists: ATTRIBUTE_LISTS,
})

export const CUSTOM_ESSENCE = customExalt({
  label: 'Essence-Based Exalt / Spirit',
  exaltType: 'Essence Exalt',
  description:
    'Charms keyed to Essence alone: like spirits, or Infernals as second edition wrote them.',
  nativeCharms: 'Essence',
  traitLists: ['favored_abilities'],
})
