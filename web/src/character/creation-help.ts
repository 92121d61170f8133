import {
  type Character,
  type Charm,
  type CreationSheet,
  isPastCreation,
  nextDotCost,
  type RaisedTrait,
  raiseCost,
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

/**
 * The line on a Charm's card once the character is past creation: what learning it costs in
 * experience (less when it is of a Caste or Favored ability). Nothing during creation.
 */
export function learningCostHint(character: Character, charm: Charm): string | undefined {
  if (!isPastCreation(character)) return undefined
  return `Learning it costs ${raiseCost(character, { kind: 'charm', charm }, 0, 1).xp} XP`
}
