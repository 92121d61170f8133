import {
  CHARACTER_TYPE_TABLE,
  type CharacterType,
  type CharacterTypeRecord,
  isCharacterType,
} from '@loom/core'

/** The record of a character's type; a missing or unknown type reads as a Mortal. */
export function typeRecord(type: string | null | undefined): CharacterTypeRecord {
  const known = typeof type === 'string' && isCharacterType(type) ? type : 'Character'
  return CHARACTER_TYPE_TABLE[known]
}

/** What the sheet and editor switch on for a character type, read from core's table. */
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

export function typeDisplay(type: string | null): TypeDisplay {
  const record = typeRecord(type)
  return {
    type: record.type,
    exalt: record.isExalt,
    limit: record.limit !== 'none',
    aura: record.aura !== 'blank',
    shapeshifter: record.shapeshifter,
    supernalLabel: record.supernalLabel,
    editableMotes: record.motes === 'editable',
    splatWord: record.xpWord,
  }
}

/** "Solar XP", "Dragon XP", or the first word of a custom type's name. */
export function splatXpLabel(type: string | null, exaltType: string): string {
  const word = typeDisplay(type).splatWord ?? (exaltType.trim().split(/\s+/)[0] || 'Exalt')
  return `${word} XP`
}
