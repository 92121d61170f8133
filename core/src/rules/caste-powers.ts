import type { CharacterTypeRecord } from '../character-types/character-type.ts'
import type { CharacterSheet } from './sheet-input.ts'

type CasteSheet = Pick<CharacterSheet, 'exalt_type' | 'caste'>

/** The caste of an Exalt, lower-cased; Mortals have none whatever the field says. */
export function casteOf(sheet: CasteSheet, type: CharacterTypeRecord): string | null {
  if (!type.isExalt || sheet.caste === null) return null
  return sheet.caste.trim().toLowerCase()
}

/**
 * The aspect of a Dragon-Blooded, including a custom Exalt whose exalt_type starts with
 * "dragon" (so home-made Dragon-Blooded get the aspect anima powers too).
 */
export function dragonBloodedAspect(sheet: CasteSheet, type: CharacterTypeRecord): string | null {
  const isDragonBlooded =
    type.animaPowers === 'dragon-blooded' || sheet.exalt_type.toLowerCase().startsWith('dragon')
  return isDragonBlooded ? casteOf(sheet, type) : null
}

/** A Twilight Solar, including a custom Exalt whose exalt_type is exactly "Solar". */
export function isTwilightSolar(sheet: CasteSheet, type: CharacterTypeRecord): boolean {
  const isSolar = type.animaPowers === 'solar' || sheet.exalt_type.toLowerCase() === 'solar'
  return isSolar && casteOf(sheet, type) === 'twilight'
}

/**
 * A Nadir Infernal, including a custom Exalt whose exalt_type is "Infernal" in any case (the
 * reference compared it case-sensitively, unlike every other type test).
 */
export function isNadirInfernal(sheet: CasteSheet, type: CharacterTypeRecord): boolean {
  const isInfernal =
    type.animaPowers === 'infernal' || sheet.exalt_type.toLowerCase() === 'infernal'
  return isInfernal && casteOf(sheet, type) === 'nadir'
}
