import { CHARACTER_TYPE_TABLE } from '../character-types/table.ts'
import type { CharacterType } from '../vocabulary/character-types.ts'

/** The castes (aspects for Dragon-Blooded) a type may take, or null when the caste is free text. */
export function castesOf(type: CharacterType): readonly string[] | null {
  const scheme = CHARACTER_TYPE_TABLE[type].castes
  return scheme === null ? null : Object.keys(scheme.castes)
}

/**
 * The traits a caste offers (`chosen`) or grants (`fixed`, including the always-added ones).
 * A blank caste offers nothing; null means the type has no caste list or the caste is unknown.
 */
export function casteTraits(type: CharacterType, caste: string | null): readonly string[] | null {
  const scheme = CHARACTER_TYPE_TABLE[type].castes
  if (scheme === null) return null
  if (caste === null || caste === '') return []
  if (!Object.hasOwn(scheme.castes, caste)) return null
  const traits = scheme.castes[caste] ?? []
  return scheme.alwaysAdded.length === 0 ? traits : [...traits, ...scheme.alwaysAdded]
}
