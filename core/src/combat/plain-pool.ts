import { DEFAULT_TARGET_NUMBER, defaultDoubles, type PoolSettings } from '../dice/pool.ts'

/**
 * A plain pool of `dice` rolled by the combat rules: damage (no doubles) or any other roll
 * (10s double), with no rerolls and `autoSuccesses` added.
 */
export function plainSettings(
  dice: number,
  damage: boolean,
  autoSuccesses = 0,
): PoolSettings & { readonly damage: boolean } {
  return {
    dice: Math.max(0, dice),
    target_number: DEFAULT_TARGET_NUMBER,
    double: defaultDoubles(damage),
    reroll: [],
    reroll_once: true,
    auto_successes: autoSuccesses,
    damage,
  }
}
