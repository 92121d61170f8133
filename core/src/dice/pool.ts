/**
 * A pool of d10s as the game rolls it (see docs/rules.md, "Dice"): each die at or above the
 * target number is a success, a success showing a face of the double set counts two, faces of
 * the reroll set are rolled again (once, or until none remain), automatic successes are added,
 * and a roll with no successes at all that shows a 1 is a botch.
 */
import type { RandomInt } from './random.ts'

export const DIE_SIDES = 10
export const DEFAULT_TARGET_NUMBER = 7

/** Everything that decides a roll's outcome, defaults filled in. */
export interface PoolSettings {
  readonly dice: number
  readonly target_number: number
  /** Faces that count two successes when they are successes (see `defaultDoubles`). */
  readonly double: readonly number[]
  readonly reroll: readonly number[]
  /** Reroll each die once (true), or again and again until no die shows a reroll face. */
  readonly reroll_once: boolean
  readonly auto_successes: number
  /** False for the rolls the rules say cannot botch (Join Battle); true when absent. */
  readonly botchable?: boolean
}

export interface PoolResult {
  /** The final face of each die, in the order the dice were rolled. */
  readonly dice: number[]
  /** The faces that rerolls replaced, in the order they were replaced. */
  readonly rerolled: number[]
  /** Dice successes plus the automatic successes. */
  readonly successes: number
  readonly botch: boolean
}

/**
 * The faces that count double when a roll names none: 10s, except on damage rolls, which count
 * no doubles. An effect that doubles on damage (a weapon doubling 10s on decisive damage) names
 * its faces explicitly.
 */
export function defaultDoubles(damage: boolean): number[] {
  return damage ? [] : [10]
}

/** Whether every face is a reroll face: rerolling until none remain would never end. */
export function rerollsForever(settings: Pick<PoolSettings, 'reroll' | 'reroll_once'>): boolean {
  if (settings.reroll_once) return false
  const faces = new Set(settings.reroll)
  for (let face = 1; face <= DIE_SIDES; face += 1) if (!faces.has(face)) return false
  return true
}

/** Successes and botch of final faces: also what a player typing in physical dice gets. */
export function poolOutcome(
  settings: Pick<PoolSettings, 'target_number' | 'double' | 'auto_successes' | 'botchable'>,
  dice: readonly number[],
): { successes: number; botch: boolean } {
  const doubles = new Set(settings.double)
  let diceSuccesses = 0
  for (const face of dice) {
    if (face >= settings.target_number) diceSuccesses += doubles.has(face) ? 2 : 1
  }
  // Automatic successes are successes: a roll that has any is not a botch (docs/rules.md).
  const successes = diceSuccesses + settings.auto_successes
  const botchable = settings.botchable ?? true
  return { successes, botch: botchable && successes === 0 && dice.includes(1) }
}

/** Rolls the pool; `random` supplies every face, first the pool's, then each reroll's. */
export function rollPool(settings: PoolSettings, random: RandomInt): PoolResult {
  if (rerollsForever(settings)) {
    throw new RangeError('rerolling every face until none remain would never end')
  }
  const dice = Array.from({ length: settings.dice }, () => random(DIE_SIDES))
  const rerollFaces = new Set(settings.reroll)
  const rerolled: number[] = []
  // Each pass rerolls the dice the previous one left on a reroll face, as at the table.
  let pending = dice.flatMap((face, index) => (rerollFaces.has(face) ? [index] : []))
  while (pending.length > 0) {
    for (const index of pending) {
      rerolled.push(dice[index]!)
      dice[index] = random(DIE_SIDES)
    }
    pending = settings.reroll_once ? [] : pending.filter((index) => rerollFaces.has(dice[index]!))
  }
  return { dice, rerolled, ...poolOutcome(settings, dice) }
}
