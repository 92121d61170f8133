import { influenceDifficulty, type NamedIntimacy } from '../rules/influence-difficulty.ts'
import { influenceOutcome } from '../rules/influence-outcome.ts'
import type { InfluenceRecord } from './roll-record.ts'
import type { InfluenceRequest } from './roll-request.ts'
import type { SocialTarget } from './social-target.ts'

/**
 * The Intimacy a social roll names, read from its target; null when it names none, undefined
 * when the target has no such Intimacy (or none the roller may see).
 */
export function namedIntimacy(
  request: InfluenceRequest,
  target: SocialTarget,
): NamedIntimacy | null | undefined {
  if (request.intimacy_id === null) return null
  const found = target.intimacies.find((intimacy) => intimacy.id === request.intimacy_id)
  return found === undefined
    ? undefined
    : { subject: found.subject, rating: found.rating, stance: request.stance }
}

/** A social roll's difficulty and outcome against its target, as the roll log keeps them. */
export function influenceRecordOf(
  request: InfluenceRequest,
  target: SocialTarget,
  intimacy: NamedIntimacy | null,
  roll: { readonly successes: number; readonly botch: boolean },
): InfluenceRecord {
  const difficulty = influenceDifficulty(request.action, target, intimacy)
  const outcome = influenceOutcome(request.action, roll, difficulty.difficulty, target.willpower)
  return {
    action: request.action,
    target_type: request.target_type,
    target_id: request.target_id,
    target_name: target.name,
    intimacy,
    defence: difficulty.defence,
    difficulty: difficulty.difficulty,
    parts: [...difficulty.parts],
    ...outcome,
  }
}
