import {
  CHARACTER_TYPE_SETTINGS,
  type CharacterType,
  exaltTypeRules,
  isCharacterType,
} from '@loom/core'

/** What the sheet and editor show for a character type, beyond core's type rules. */
export interface TypeDisplay {
  type: CharacterType
  /** Anima, motes and charms: everything but Mortals. */
  exalt: boolean
  limit: boolean
  /** Dragon-Blooded and the custom types may track an elemental aura. */
  aura: boolean
  /** Lunars and custom types: totem, tell and animal forms. */
  shapeshifter: boolean
  /** The name of the supernal pick, or null when the type has none. */
  supernalLabel: string | null
  /** Mote totals the player types in (custom types); others follow Essence. */
  editableMotes: boolean
  /** "Solar" in "Solar XP"; custom types take the first word of their type name. */
  splatWord: string | null
}

const SHAPESHIFTERS: ReadonlySet<CharacterType> = new Set([
  'LunarCharacter',
  'CustomAbilityCharacter',
  'CustomAttributeCharacter',
  'CustomEssenceCharacter',
])

const SUPERNAL_LABELS: Readonly<Partial<Record<CharacterType, string>>> = {
  SolarCharacter: 'Supernal Ability',
  AbyssalCharacter: 'Apocalyptic Ability',
  CustomAbilityCharacter: 'Supernal Ability',
}

const SPLAT_WORDS: Readonly<Partial<Record<CharacterType, string>>> = {
  Character: 'Mortal',
  SolarCharacter: 'Solar',
  DragonbloodCharacter: 'Dragon',
  LunarCharacter: 'Lunar',
  SiderealCharacter: 'Sidereal',
  AbyssalCharacter: 'Abyssal',
}

export function typeDisplay(type: string | null): TypeDisplay {
  const known: CharacterType = type !== null && isCharacterType(type) ? type : 'Character'
  const rules = exaltTypeRules(known)
  const settings = CHARACTER_TYPE_SETTINGS[known]
  return {
    type: known,
    exalt: rules.isExalt,
    limit: rules.limit !== 'none',
    aura: settings.aura !== 'blank',
    shapeshifter: SHAPESHIFTERS.has(known),
    supernalLabel: SUPERNAL_LABELS[known] ?? null,
    editableMotes: rules.motes === 'editable',
    splatWord: SPLAT_WORDS[known] ?? null,
  }
}

/** "Solar XP", "Dragon XP", or the first word of a custom type's name. */
export function splatXpLabel(type: string | null, exaltType: string): string {
  const word = typeDisplay(type).splatWord ?? (exaltType.trim().split(/\s+/)[0] || 'Exalt')
  return `${word} XP`
}
