import type { CharacterStatDetails, StatDetail } from '@loom/core'

/** What a sheet or card shows for Best Parry when the character has no weapon to parry with. */
export const NO_BEST_PARRY = 'None'

/** The weapon the character parries best with and its Parry, or null without one. */
export function bestParry(
  details: CharacterStatDetails,
): { weapon: string; parry: StatDetail } | null {
  if (details.best_parry === null) return null
  const weapon = details.weapons[details.best_parry]
  return weapon ? { weapon: details.best_parry, parry: weapon.parry } : null
}
