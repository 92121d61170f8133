import { armorRow } from './armor.ts'
import { atLeastZero } from './rounding.ts'
import type { CharacterSheet } from './sheet-input.ts'

/**
 * Armour weight (medium 1, heavy 2; artifact or not) plus the sheet's own bonus, even unarmored.
 * A negative bonus can cancel the armour's penalty but never turns it into extra dice.
 */
export function mobilityPenalty(
  sheet: Pick<CharacterSheet, 'armor_weight' | 'bonus_mobility_penalty'>,
): number {
  return atLeastZero(armorRow(sheet.armor_weight).mobility + sheet.bonus_mobility_penalty)
}
