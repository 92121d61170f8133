import type { HealthTrack } from './sheet-input.ts'

/** Just the health track of a sheet (levels and damage), as a plain record. */
export function healthTrackOf(sheet: HealthTrack): HealthTrack {
  return {
    health_level_0s: sheet.health_level_0s,
    health_level_1s: sheet.health_level_1s,
    health_level_2s: sheet.health_level_2s,
    health_level_4s: sheet.health_level_4s,
    health_level_incap: sheet.health_level_incap,
    damage_bashing: sheet.damage_bashing,
    damage_lethal: sheet.damage_lethal,
    damage_aggravated: sheet.damage_aggravated,
  }
}

/** Every health level, Incapacitated included. */
export function healthLevelsTotal(track: HealthTrack): number {
  return (
    track.health_level_0s +
    track.health_level_1s +
    track.health_level_2s +
    track.health_level_4s +
    track.health_level_incap
  )
}

/**
 * The penalty of the deepest health level the damage has reached: 0, 1, 2 or 4. Damage past
 * the −4 levels keeps the −4 penalty. Pain Tolerance lowers the −2 and −4 penalties by one.
 */
export function woundPenalty(track: HealthTrack, painTolerance: boolean): number {
  const damage = track.damage_bashing + track.damage_lethal + track.damage_aggravated
  const toZero = track.health_level_0s
  const toOne = toZero + track.health_level_1s
  const toTwo = toOne + track.health_level_2s
  if (damage <= toZero) return 0
  if (damage <= toOne) return 1
  const relief = painTolerance ? 1 : 0
  if (damage <= toTwo) return 2 - relief
  return 4 - relief
}
