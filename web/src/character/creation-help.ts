import {
  type Character,
  type CreationSheet,
  isPastCreation,
  nextDotCost,
  type RaisedTrait,
} from '@loom/core'
import type { CharacterView } from './character-view.ts'

/** What creation counts on a character's sheet: the character, its merits, charms and spells. */
export function creationSheetOf(view: CharacterView): CreationSheet {
  return {
    character: view.character,
    merits: view.merits,
    charms: Object.values(view.charms).flat(),
    spellCount: view.spells.length,
  }
}

/**
 * The line under a rating once the character is past creation: what its next dot costs in
 * experience. Nothing during creation or at the maximum.
 */
export function nextDotHint(
  character: Character,
  trait: RaisedTrait,
  rating: number,
): string | undefined {
  if (!isPastCreation(character)) return undefined
  const cost = nextDotCost(character, trait, rating)
  if (cost === null) return undefined
  return `Next: ${cost.xp} XP`
}
