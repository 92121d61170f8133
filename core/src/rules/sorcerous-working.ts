import type { Working } from '../schemas/extended-rolls.ts'
import type { Roll } from './custom-excellency.ts'
import type { ExtendedProgress } from './extended-roll.ts'

/**
 * A sorcerous working as an extended roll (docs/rules.md, Sorcerous workings): Intelligence +
 * Occult each interval, the working's Finesse its difficulty, its Ambition the goal number and
 * its Means the terminus.
 */
export const WORKING_ROLL: Roll = { attribute: 'intelligence', ability: 'occult' }

export function workingProgress(working: Working): ExtendedProgress {
  return {
    goal: working.ambition,
    difficulty: working.finesse,
    terminus: working.means,
    accumulated: working.accumulated,
    rollsMade: working.rolls.length,
    outcome: working.outcome,
  }
}
