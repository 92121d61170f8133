import type { z } from 'zod'
import { combatStateShape } from './asset.ts'
import { count, flag, line, stringList, text, wholeNumber } from './fields.ts'
import { moteCommitmentItems } from './list-items.ts'

/** `{ attr_strength: schema, ... }`: one field per name, sharing a schema. */
export function prefixedFields<P extends string, K extends string, S extends z.ZodType>(
  prefix: P,
  names: readonly K[],
  schema: () => S,
): { [Name in `${P}${K}`]: S } {
  return Object.fromEntries(names.map((name) => [`${prefix}${name}`, schema()])) as {
    [Name in `${P}${K}`]: S
  }
}

export const essenceShape = () => ({ essence: wholeNumber(1, 10).default(1) })

export const willpowerShape = () => ({
  willpower_temporary: count().default(3),
  willpower_permanent: wholeNumber(1, 10).default(3),
})

/** Health levels by wound penalty (0, -1, -2, -4, incapacitated). */
const healthTrackShape = () => ({
  health_level_0s: count().default(1),
  health_level_1s: count().default(2),
  health_level_2s: count().default(2),
  health_level_4s: count().default(1),
  health_level_incap: count().default(1),
})

export const damageShape = () => ({
  damage_bashing: count().default(0),
  damage_lethal: count().default(0),
  damage_aggravated: count().default(0),
})

export const motePoolsShape = () => ({
  motes_personal_total: count().default(0),
  motes_personal_current: count().default(0),
  motes_peripheral_total: count().default(0),
  motes_peripheral_current: count().default(0),
  motes_committed: moteCommitmentItems().default([]),
})

export const animaShape = () => ({
  anima_level: wholeNumber(0, 3).default(0),
  anima_display: text().default(''),
})

export const sorceryShape = () => ({
  is_sorcerer: flag().default(false),
  sorcerous_motes: count().default(0),
  rituals: stringList().default([]),
})

export const armorNameShape = (fallback: string) => ({ armor_name: line().default(fallback) })

/**
 * The stat block a character and a QC share: Essence, Willpower, a health track with its
 * damage, and where the sheet stands in combat.
 */
export const combatantStatsShape = () => ({
  ...essenceShape(),
  ...willpowerShape(),
  ...healthTrackShape(),
  ...damageShape(),
  ...combatStateShape(),
})
