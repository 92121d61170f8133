import type { CharacterFields } from '../schemas/character.ts'
import type { CharacterType } from '../vocabulary/character-types.ts'
import type { TypeExcellencyRule } from '../vocabulary/excellency-rules.ts'
import type { CreationBudget } from './creation-budget.ts'

/** The four caste/favored trait lists a character type may use. */
export const TRAIT_LISTS = [
  'caste_abilities',
  'favored_abilities',
  'caste_attributes',
  'favored_attributes',
] as const
export type TraitList = (typeof TRAIT_LISTS)[number]

/** Which charm kind is the type's own (listed under `charms`). */
export type NativeCharmKind = 'Ability' | 'Attribute' | 'Essence'

/** A mote pool grows with Essence: `perEssence × E + base`. */
export interface MoteFormula {
  readonly perEssence: number
  readonly base: number
}

/** The highest Limit of a type whose Limit is `ranged`. */
export const LIMIT_MAX = 10

/**
 * How a type's caste (or aspect) picks its caste traits:
 * - `chosen`: the player picks up to `maxChosen` of the caste's list;
 * - `fixed`: the caste's list, plus `alwaysAdded`, fills the caste traits when the caste changes;
 * - `locked`: the caste traits are exactly the caste's list on every save (none when blank).
 */
export interface CasteScheme {
  /** What the type calls a caste: Dragon-Blooded have aspects. */
  readonly noun: 'Caste' | 'Aspect'
  readonly traits: 'abilities' | 'attributes'
  readonly pick: 'chosen' | 'fixed' | 'locked'
  readonly maxChosen: number
  readonly maxFavored: number
  readonly alwaysAdded: readonly string[]
  /** Each caste's traits, in the order the caste menu lists the castes. */
  readonly castes: Readonly<Record<string, readonly string[]>>
}

/** Everything the product knows about one character type; its file in this folder says it. */
export interface CharacterTypeFacts {
  /** Canonical type name shown to players (the type menu, the editor's type panel). */
  readonly label: string
  /** `canon` types follow the published rules; `custom` ones leave those to the player. */
  readonly group: 'canon' | 'custom'
  /** The name in a character's one-line description ("Twilight Caste Solar"). */
  readonly splat: string
  /** "Solar" in "Solar XP"; null takes the first word of the character's own `exalt_type`. */
  readonly xpWord: string | null
  /** The `exalt_type` label a new character of this type gets. */
  readonly exaltType: string
  /** What the create dialog says a custom type is for. */
  readonly description: string | null
  /** The custom type a house-ruling player should pick instead of this canon one. */
  readonly customAlternative: CharacterType | null

  /** Mortals have no anima, motes, caste or excellencies. */
  readonly isExalt: boolean
  readonly nativeCharms: NativeCharmKind | null
  /**
   * Excellency cap formulas in custom-token form (see custom-excellency.ts); `custom` reads the
   * sheet's own `excellency` and `excellency_stunt`; null means no excellency at all.
   */
  readonly excellency: { readonly normal: string; readonly stunt: string } | 'custom' | null
  /** The eligibility rule the type itself switches on. */
  readonly excellencyRule: TypeExcellencyRule | null
  /** Mote totals recomputed from Essence; `editable` totals are the player's to set. */
  readonly motes:
    | { readonly personal: MoteFormula; readonly peripheral: MoteFormula }
    | 'editable'
    | 'none'
  /** `ranged`: Limit must be 0 to LIMIT_MAX; `unchecked`: any number; `none`: always null. */
  readonly limit: 'ranged' | 'unchecked' | 'none'
  /** Castes (or aspects) and their traits; null when the caste is free text (or absent). */
  readonly castes: CasteScheme | null
  /**
   * Whose caste anima powers the rules give (caste-powers.ts), besides the powers any caste
   * name brings: `solar` (Twilight hardness), `dragon-blooded` (aspect powers), `infernal`
   * (Nadir evasion).
   */
  readonly animaPowers: 'solar' | 'dragon-blooded' | 'infernal' | null

  /**
   * Values overwritten on every save. Fixed types force their label, aspect flag and
   * excellency settings; the custom types leave those to the player.
   */
  readonly forced: Partial<CharacterFields>
  /** Free dots and bonus points at character creation (creation-budget.ts). */
  readonly creationBudget: CreationBudget
  /** Defaults at creation, on top of the Mortal's (mote totals come from the rules). */
  readonly creation: Partial<CharacterFields>
  /** Trait lists the type uses; the others are kept empty. */
  readonly traitLists: readonly TraitList[]
  /**
   * `caste`: a supernal (apocalyptic) ability that must be a caste ability; `free`: any ability
   * (custom); `none`: kept null.
   */
  readonly supernal: 'caste' | 'free' | 'none'
  /** The name of the supernal pick, or null when the type has none. */
  readonly supernalLabel: string | null
  /** `element`: one of the type's aspects or `none`; `blank`: kept ""; `free`: any text. */
  readonly aura: 'element' | 'blank' | 'free'
  /**
   * Charm loadouts: `none` keeps `active_loadout` null; `optional` lets the player switch them on
   * (custom types); `required` needs a non-blank active loadout (Alchemicals, whose excellencies
   * count only installed charms).
   */
  readonly loadouts: 'none' | 'optional' | 'required'
  /** Lunars and custom types: totem, tell and animal forms. */
  readonly shapeshifter: boolean
}

/** A row of the character-type table: the facts and the type they describe. */
export interface CharacterTypeRecord extends CharacterTypeFacts {
  readonly type: CharacterType
}

/** Every Exalt starts with 5 Willpower and no Limit. */
export const EXALT_CREATION: Partial<CharacterFields> = {
  willpower_temporary: 5,
  willpower_permanent: 5,
  limit: 0,
  limit_trigger: '',
}

/** The loadout a type that requires one starts with. */
export const DEFAULT_LOADOUT = 'default'

export const ABILITY_LISTS: readonly TraitList[] = ['caste_abilities', 'favored_abilities']
