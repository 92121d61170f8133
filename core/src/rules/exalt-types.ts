/** The nine character types of the product (the `type` column). */
export const CHARACTER_TYPES = [
  'Character',
  'SolarCharacter',
  'DragonbloodCharacter',
  'LunarCharacter',
  'SiderealCharacter',
  'AbyssalCharacter',
  'CustomAbilityCharacter',
  'CustomAttributeCharacter',
  'CustomEssenceCharacter',
] as const
export type CharacterType = (typeof CHARACTER_TYPES)[number]

/** The type rules that `excellencies_for` may also switch on by name. */
export const EXCELLENCY_RULES = ['solar', 'dragonblood', 'lunar', 'sidereal'] as const
export type ExcellencyRule = (typeof EXCELLENCY_RULES)[number]

/** Which charm kind is the type's own (listed under `charms`). */
export type NativeCharmKind = 'Ability' | 'Attribute' | 'Essence'

/** A mote pool grows with Essence: `perEssence × E + base`. */
export interface MoteFormula {
  readonly perEssence: number
  readonly base: number
}

export interface ExaltTypeRules {
  readonly type: CharacterType
  /** Canonical type name shown to players. */
  readonly label: string
  /** Mortals have no anima, motes, caste or excellencies. */
  readonly isExalt: boolean
  readonly nativeCharms: NativeCharmKind | null
  /**
   * Excellency cap formulas in custom-token form (see custom-excellency.ts); `custom` reads the
   * sheet's own `excellency` and `excellency_stunt`; null means no excellency at all.
   */
  readonly excellency: { readonly normal: string; readonly stunt: string } | 'custom' | null
  /** The eligibility rule the type itself switches on. */
  readonly excellencyRule: ExcellencyRule | null
  /** Mote totals recomputed from Essence; `editable` totals are the player's to set. */
  readonly motes:
    | { readonly personal: MoteFormula; readonly peripheral: MoteFormula }
    | 'editable'
    | 'none'
  /** `ranged`: Limit must be 0 to LIMIT_MAX; `unchecked`: any number; `none`: always null. */
  readonly limit: 'ranged' | 'unchecked' | 'none'
}

export const LIMIT_MAX = 10

const SOLAR_MOTES = {
  personal: { perEssence: 3, base: 10 },
  peripheral: { perEssence: 7, base: 26 },
} as const

/** The custom types leave excellencies and mote totals to the player; only their charms differ. */
function customExalt(
  type: CharacterType,
  label: string,
  nativeCharms: NativeCharmKind,
): ExaltTypeRules {
  return {
    type,
    label,
    isExalt: true,
    nativeCharms,
    excellency: 'custom',
    excellencyRule: null,
    motes: 'editable',
    limit: 'unchecked',
  }
}

const RULES: readonly ExaltTypeRules[] = [
  {
    type: 'Character',
    label: 'Mortal',
    isExalt: false,
    nativeCharms: null,
    excellency: null,
    excellencyRule: null,
    motes: 'none',
    limit: 'none',
  },
  {
    type: 'SolarCharacter',
    label: 'Solar Exalt',
    isExalt: true,
    nativeCharms: 'Ability',
    excellency: { normal: 'solar', stunt: '' },
    excellencyRule: 'solar',
    motes: SOLAR_MOTES,
    limit: 'ranged',
  },
  {
    type: 'DragonbloodCharacter',
    label: 'Dragon-Blooded Exalt',
    isExalt: true,
    nativeCharms: 'Ability',
    excellency: { normal: 'dragonblood', stunt: '' },
    excellencyRule: 'dragonblood',
    motes: { personal: { perEssence: 1, base: 11 }, peripheral: { perEssence: 4, base: 23 } },
    limit: 'none',
  },
  {
    type: 'LunarCharacter',
    label: 'Lunar Exalt',
    isExalt: true,
    nativeCharms: 'Attribute',
    excellency: { normal: 'attribute', stunt: 'lunar' },
    excellencyRule: 'lunar',
    motes: { personal: { perEssence: 1, base: 15 }, peripheral: { perEssence: 4, base: 34 } },
    limit: 'unchecked',
  },
  {
    type: 'SiderealCharacter',
    label: 'Sidereal Exalt',
    isExalt: true,
    nativeCharms: 'Ability',
    excellency: { normal: 'sidereal', stunt: '' },
    excellencyRule: 'sidereal',
    motes: { personal: { perEssence: 2, base: 9 }, peripheral: { perEssence: 6, base: 25 } },
    limit: 'ranged',
  },
  {
    type: 'AbyssalCharacter',
    label: 'Abyssal Exalt',
    isExalt: true,
    nativeCharms: 'Ability',
    excellency: { normal: 'solar', stunt: '' },
    // Abyssals use the Solar eligibility rule (the server stores `excellencies_for: [solar]`).
    excellencyRule: 'solar',
    motes: SOLAR_MOTES,
    limit: 'ranged',
  },
  customExalt('CustomAbilityCharacter', 'Ability-Based Exalt', 'Ability'),
  customExalt('CustomAttributeCharacter', 'Attribute-Based Exalt', 'Attribute'),
  customExalt('CustomEssenceCharacter', 'Essence-Based Exalt / Spirit', 'Essence'),
]

const BY_TYPE: ReadonlyMap<string, ExaltTypeRules> = new Map(RULES.map((r) => [r.type, r]))

export function isCharacterType(type: string): type is CharacterType {
  return BY_TYPE.has(type)
}

/** The rules of a character type; a null type is a Mortal. */
export function exaltTypeRules(type: string | null): ExaltTypeRules {
  const rules = BY_TYPE.get(type ?? 'Character')
  if (rules === undefined) {
    throw new Error(`unknown character type "${type}": use one of ${CHARACTER_TYPES.join(', ')}`)
  }
  return rules
}
