import type { CharacterFields } from './schemas/character.ts'
import type { CharacterType } from './schemas/enumerations.ts'

/** The four caste/favored trait lists a character type may use. */
export const TRAIT_LISTS = [
  'caste_abilities',
  'favored_abilities',
  'caste_attributes',
  'favored_attributes',
] as const
export type TraitList = (typeof TRAIT_LISTS)[number]

/**
 * What a character type changes about the stored sheet. The rules engine's exaltTypeRules
 * (mote formulas, limit, native charms, excellency formulas) and casteScheme (castes and their
 * traits) complete this table; nothing here repeats them.
 */
export interface CharacterTypeSettings {
  /** The `exalt_type` label a new character of this type gets. */
  readonly exaltType: string
  /**
   * Values overwritten on every save. Fixed types force their label, aspect flag and
   * excellency settings; the custom types leave those to the player.
   */
  readonly forced: Partial<CharacterFields>
  /** Defaults at creation, on top of the Mortal's (mote totals come from the rules). */
  readonly creation: Partial<CharacterFields>
  /** Trait lists the type uses; the others are kept empty. */
  readonly traitLists: readonly TraitList[]
  /**
   * `caste`: a supernal (apocalyptic) ability that must be a caste ability; `free`: any ability
   * (custom); `none`: kept null.
   */
  readonly supernal: 'caste' | 'free' | 'none'
  /** `element`: one of the type's aspects or `none`; `blank`: kept ""; `free`: any text. */
  readonly aura: 'element' | 'blank' | 'free'
  /** Fixed types have no charm loadouts. */
  readonly loadouts: boolean
}

const EXALT_CREATION: Partial<CharacterFields> = {
  willpower_temporary: 5,
  willpower_permanent: 5,
  limit: 0,
  limit_trigger: '',
}
const CUSTOM_MOTES: Partial<CharacterFields> = {
  motes_personal_total: 10,
  motes_personal_current: 10,
  motes_peripheral_total: 10,
  motes_peripheral_current: 10,
}
const ABILITY_LISTS: readonly TraitList[] = ['caste_abilities', 'favored_abilities']
const fixedExcellency = (rule: string, stunt = '') => ({
  excellency: rule,
  excellency_stunt: stunt,
  excellencies_for: [rule] as CharacterFields['excellencies_for'],
})

export const CHARACTER_TYPE_SETTINGS: Readonly<Record<CharacterType, CharacterTypeSettings>> = {
  Character: {
    exaltType: 'Mortal',
    // A Mortal has no anima, motes, caste or excellency; these stay blank.
    forced: {
      exalt_type: 'Mortal',
      aspect: false,
      caste: '',
      anima_level: 0,
      anima_display: '',
      anima_powers: [],
      motes_committed: [],
      limit_trigger: '',
      excellency: '',
      excellency_stunt: '',
      excellencies_for: [],
    },
    creation: {},
    traitLists: [],
    supernal: 'none',
    aura: 'blank',
    loadouts: false,
  },
  SolarCharacter: {
    exaltType: 'Solar',
    forced: { exalt_type: 'Solar', aspect: false, ...fixedExcellency('solar') },
    creation: EXALT_CREATION,
    traitLists: ABILITY_LISTS,
    supernal: 'caste',
    aura: 'blank',
    loadouts: false,
  },
  AbyssalCharacter: {
    exaltType: 'Abyssal',
    // Abyssals use the Solar excellency.
    forced: { exalt_type: 'Abyssal', aspect: false, ...fixedExcellency('solar') },
    creation: EXALT_CREATION,
    traitLists: ABILITY_LISTS,
    supernal: 'caste',
    aura: 'blank',
    loadouts: false,
  },
  DragonbloodCharacter: {
    exaltType: 'Dragon-Blood',
    forced: { exalt_type: 'Dragon-Blood', aspect: true, ...fixedExcellency('dragonblood') },
    creation: { ...EXALT_CREATION, essence: 2, aura: 'none' },
    traitLists: ABILITY_LISTS,
    supernal: 'none',
    aura: 'element',
    loadouts: false,
  },
  SiderealCharacter: {
    exaltType: 'Sidereal',
    forced: { exalt_type: 'Sidereal', aspect: false, ...fixedExcellency('sidereal') },
    creation: EXALT_CREATION,
    traitLists: ABILITY_LISTS,
    supernal: 'none',
    aura: 'blank',
    loadouts: false,
  },
  LunarCharacter: {
    exaltType: 'Lunar',
    forced: { exalt_type: 'Lunar', aspect: false, ...fixedExcellency('lunar', 'lunar') },
    creation: EXALT_CREATION,
    traitLists: ['caste_attributes', 'favored_attributes'],
    supernal: 'none',
    aura: 'blank',
    loadouts: false,
  },
  CustomAbilityCharacter: {
    exaltType: 'Ability Exalt',
    forced: {},
    creation: { ...EXALT_CREATION, ...CUSTOM_MOTES, exalt_type: 'Ability Exalt' },
    traitLists: ABILITY_LISTS,
    supernal: 'free',
    aura: 'free',
    loadouts: true,
  },
  CustomAttributeCharacter: {
    exaltType: 'Attribute Exalt',
    forced: {},
    creation: { ...EXALT_CREATION, ...CUSTOM_MOTES, exalt_type: 'Attribute Exalt' },
    traitLists: ['caste_attributes', 'favored_attributes', 'favored_abilities'],
    supernal: 'none',
    aura: 'free',
    loadouts: true,
  },
  CustomEssenceCharacter: {
    exaltType: 'Essence Exalt',
    forced: {},
    creation: { ...EXALT_CREATION, ...CUSTOM_MOTES, exalt_type: 'Essence Exalt' },
    traitLists: ['favored_abilities'],
    supernal: 'none',
    aura: 'free',
    loadouts: true,
  },
}
