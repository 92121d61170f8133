import type { HealthState } from './participant.ts'

/**
 * Natural healing while resting (core p.173): each damaged box heals on its own, the most
 * severe first, taking a time set by its health level, the kind of damage and whether the
 * character heals like an Exalt. Aggravated damage heals as lethal does. The book leaves
 * Incapacitation to the storyteller; here it heals at the -4 level's rate.
 */

const HOUR = 1
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY

type Rates = readonly [number, number, number, number, number]

/** Hours to heal one box, by level (0, -1, -2, -4, incapacitated). */
const HEALING_HOURS: Readonly<
  Record<'mortal' | 'exalted', { readonly bashing: Rates; readonly lethal: Rates }>
> = {
  mortal: {
    bashing: [12 * HOUR, DAY, 4 * DAY, WEEK, WEEK],
    lethal: [2 * DAY, 4 * DAY, WEEK, MONTH, MONTH],
  },
  exalted: {
    bashing: [HOUR, 12 * HOUR, DAY, 2 * DAY, 2 * DAY],
    lethal: [DAY, 2 * DAY, 3 * DAY, 5 * DAY, 5 * DAY],
  },
}

/** Which level (0..4) the box at `index` belongs to; boxes past the track count as the last. */
function levelOfBox(levels: HealthState['levels'], index: number): number {
  let end = 0
  for (let level = 0; level < levels.length; level++) {
    end += levels[level]!
    if (index < end) return level
  }
  return levels.length - 1
}

export interface Damage {
  readonly damage_bashing: number
  readonly damage_lethal: number
  readonly damage_aggravated: number
}

/**
 * The damage left after resting `hours`. Boxes fill aggravated, then lethal, then bashing from
 * the left, so the rightmost damaged box (the most severe) is bashing while any is left.
 */
export function healedDamage(health: HealthState, hours: number): Damage {
  const rates = HEALING_HOURS[health.exalted ? 'exalted' : 'mortal']
  let left = Math.max(0, hours)
  let { bashing, lethal, aggravated } = health
  while (bashing + lethal + aggravated > 0) {
    const level = levelOfBox(health.levels, bashing + lethal + aggravated - 1)
    const cost = (bashing > 0 ? rates.bashing : rates.lethal)[level]!
    if (cost > left) break
    left -= cost
    if (bashing > 0) bashing -= 1
    else if (lethal > 0) lethal -= 1
    else aggravated -= 1
  }
  return { damage_bashing: bashing, damage_lethal: lethal, damage_aggravated: aggravated }
}
