import { SOCIAL_ACTION_DEFINITIONS, type SocialAction } from '../vocabulary/social-actions.ts'

/** Willpower a target spends to resist an influence that succeeded (a Decision Point). */
export const WILLPOWER_TO_RESIST = 1

export interface InfluenceOutcome {
  readonly succeeded: boolean
  /** Successes beyond the difficulty (0 when it failed). */
  readonly margin: number
  /**
   * Whether the target may still refuse by spending Willpower: a successful influence roll,
   * against a target with the Willpower to spend. Reading intentions cannot be resisted so.
   */
  readonly resistible: boolean
}

/**
 * The outcome of a social action: it succeeds when the successes meet the difficulty (a botch
 * never does); an influence that succeeds may still be resisted with Willpower.
 */
export function influenceOutcome(
  action: SocialAction,
  roll: { readonly successes: number; readonly botch: boolean },
  difficulty: number,
  targetWillpower: number,
): InfluenceOutcome {
  const succeeded = !roll.botch && roll.successes >= difficulty
  return {
    succeeded,
    margin: succeeded ? roll.successes - difficulty : 0,
    resistible:
      succeeded &&
      SOCIAL_ACTION_DEFINITIONS[action].influence &&
      targetWillpower >= WILLPOWER_TO_RESIST,
  }
}
