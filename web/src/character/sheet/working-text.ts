import { type ExtendedOutcome, rollsLeft, type Working, workingProgress } from '@loom/core'

const OUTCOME_TEXT: Record<ExtendedOutcome, string> = {
  in_progress: 'In progress',
  success: 'Success',
  failure: 'Failed at terminus',
  botch: 'Botched',
}

export function outcomeText(outcome: ExtendedOutcome): string {
  return OUTCOME_TEXT[outcome]
}

/** "8/12 successes", the working's progress towards its goal. */
export function progressText(working: Working): string {
  return `${working.accumulated}/${working.ambition} successes`
}

/** "2 of 3 rolls left", the rolls before its terminus. */
export function rollsLeftText(working: Working): string {
  const left = rollsLeft(workingProgress(working)) ?? 0
  return `${left} of ${working.means} ${working.means === 1 ? 'roll' : 'rolls'} left`
}

/** "Finesse 2 · Means 3 · 1 week", the terms it is rolled on. */
export function termsText(working: Working): string {
  return `Ambition ${working.ambition} · Finesse ${working.finesse} · Means ${working.means} · ${working.interval}`
}

/** One roll of its history: "Roll 2: 4 successes, +4" or "Roll 3: botch". */
export function rollText(roll: Working['rolls'][number], index: number): string {
  if (roll.botch) return `Roll ${index + 1}: botch`
  const successes = `${roll.successes} ${roll.successes === 1 ? 'success' : 'successes'}`
  return `Roll ${index + 1}: ${successes}, +${roll.added}`
}
