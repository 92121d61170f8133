import type { PoisonInput } from './sheet-input.ts'

export interface WorstPoison {
  readonly name: string
  readonly penalty: number
}

/**
 * Only the worst single poison counts; penalties never add up. A penalty written as −2 or 2
 * takes two dice either way.
 */
export function worstPoison(poisons: readonly PoisonInput[]): WorstPoison | null {
  let worst: WorstPoison | null = null
  for (const poison of poisons) {
    const penalty = Math.abs(poison.penalty)
    if (penalty > 0 && (worst === null || penalty > worst.penalty)) {
      worst = { name: poison.name, penalty }
    }
  }
  return worst
}
