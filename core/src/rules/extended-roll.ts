import type { ExtendedOutcome } from '../vocabulary/enumerations.ts'

/**
 * An extended roll (docs/rules.md, Extended rolls): the same pool is rolled once per interval
 * and the successes of each roll that meets the difficulty add up until they reach the goal
 * number. It fails when the terminus (the most rolls allowed) passes first, and a botch on any
 * roll ends it at once in failure.
 */

/** Where an extended roll stands before its next roll. */
export interface ExtendedProgress {
  readonly goal: number
  /** Successes one roll needs for its successes to count. */
  readonly difficulty: number
  /** The most rolls allowed; null for none (a repair, an engineering project). */
  readonly terminus: number | null
  readonly accumulated: number
  readonly rollsMade: number
  readonly outcome: ExtendedOutcome
}

/** What one roll did: the successes it added, the new total and where it now stands. */
export interface ExtendedStep {
  readonly added: number
  readonly accumulated: number
  readonly outcome: ExtendedOutcome
}

/** Rolls left before the terminus; null when there is none. */
export function rollsLeft(progress: Pick<ExtendedProgress, 'terminus' | 'rollsMade'>) {
  return progress.terminus === null ? null : Math.max(0, progress.terminus - progress.rollsMade)
}

/** Why no further roll can be made, or null when one can. */
export function extendedRollProblem(progress: ExtendedProgress): string | null {
  if (progress.outcome !== 'in_progress') return `it has already ended (${progress.outcome})`
  if (rollsLeft(progress) === 0) return 'its terminus has passed'
  return null
}

/** One interval's roll added to an extended roll that is still in progress. */
export function extendedRollStep(
  progress: ExtendedProgress,
  roll: { readonly successes: number; readonly botch: boolean },
): ExtendedStep {
  const problem = extendedRollProblem(progress)
  if (problem !== null) throw new Error(`No roll can be added: ${problem}`)
  if (roll.botch) return { added: 0, accumulated: progress.accumulated, outcome: 'botch' }
  const added = roll.successes >= progress.difficulty ? roll.successes : 0
  const accumulated = progress.accumulated + added
  if (accumulated >= progress.goal) return { added, accumulated, outcome: 'success' }
  const left = rollsLeft({ terminus: progress.terminus, rollsMade: progress.rollsMade + 1 })
  return { added, accumulated, outcome: left === 0 ? 'failure' : 'in_progress' }
}
