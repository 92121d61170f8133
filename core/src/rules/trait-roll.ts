import { type CharacterInput, characterContext, penaltiesOf, rollOf } from './character-context.ts'
import { wholeCharacterInput } from './character-stats.ts'
import type { Roll } from './custom-excellency.ts'
import type { PenaltyKind } from './penalties.ts'
import { dicePool } from './roll.ts'
import type { StatDetail } from './stat-detail.ts'

/** An ordinary action takes the wound penalty and the worst poison, as an attack does. */
const ACTION_PENALTIES: readonly PenaltyKind[] = ['wound', 'poison']

/**
 * Any attribute + ability roll of a character, not only the sheet's named pools: "Perception
 * + Investigation", "Intelligence + Craft (Weapons)". Penalties, specialties and the
 * excellency are the ones the sheet's pools use.
 */
export function characterTraitRoll(stored: CharacterInput, roll: Roll): StatDetail {
  const context = characterContext(wholeCharacterInput(stored))
  return dicePool(rollOf(context, roll), {
    bonuses: [],
    conditional: [],
    penalties: penaltiesOf(context, ACTION_PENALTIES),
  })
}
