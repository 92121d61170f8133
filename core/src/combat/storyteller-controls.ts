import { type CombatChange, changeOf, compact } from './combat-change.ts'
import { healedDamage } from './healing.ts'
import type { Participant } from './participant.ts'
import { MOTES_PER_HOUR, respiredMotes } from './respire.ts'
import { expiredEffects, participantFields } from './rounds.ts'
import { OUT_OF_COMBAT } from './turns.ts'
import { recoveredWillpower } from './willpower.ts'

/**
 * The storyteller's controls over everyone in a chronicle at once: end scene, respire motes,
 * recover willpower and downtime. Each returns the changes to apply (and so to undo).
 */

/** Whether a control reaches a participant: characters always, qcs when asked for. */
function reached(participant: Participant, includeQcs: boolean): boolean {
  return participant.side === 'character' || (includeQcs && participant.side === 'qc')
}

/** The fields ending a scene changes, from a participant's values. */
function sceneEnded(participant: Participant): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    ...OUT_OF_COMBAT,
    ...expiredEffects(participant, 'scene'),
  }
  if (participant.motes_committed !== null) {
    fields.motes_committed = participant.motes_committed.filter(
      (commitment) => commitment.scenelong !== true,
    )
  }
  if (participant.aura !== null && participant.aura !== '' && participant.aura !== 'none') {
    fields.aura = 'none'
  }
  return fields
}

/**
 * End of scene: scene-long commitments end (their motes stay spent), auras go out, effects
 * lasting the scene or rounds end, and everyone leaves combat with no onslaught, crash or
 * acted mark.
 */
export function endScene(participants: readonly Participant[]): CombatChange[] {
  return compact(
    participants.map((participant) =>
      changeOf(participant, participantFields(participant), sceneEnded(participant)),
    ),
  )
}

/** Respire `motes` for every character (and qc): peripheral first, up to the uncommitted. */
export function respire(
  participants: readonly Participant[],
  motes: number,
  includeQcs: boolean,
): CombatChange[] {
  return compact(
    participants.map((participant) =>
      participant.motes !== null && reached(participant, includeQcs)
        ? changeOf(participant, participantFields(participant), {
            ...respiredMotes(participant.motes, motes),
          })
        : null,
    ),
  )
}

export function recoverWillpower(
  participants: readonly Participant[],
  willpower: number,
  options: { readonly exceedPermanent: boolean; readonly includeQcs: boolean },
): CombatChange[] {
  return compact(
    participants.map((participant) =>
      participant.willpower !== null && reached(participant, options.includeQcs)
        ? changeOf(participant, participantFields(participant), {
            willpower_temporary: recoveredWillpower(
              participant.willpower,
              willpower,
              options.exceedPermanent,
            ),
          })
        : null,
    ),
  )
}

/** Resting of 8 hours or more restores a point of Willpower for each day begun. */
const HOURS_OF_SLEEP = 8

export function willpowerFromRest(hours: number): number {
  return hours >= HOURS_OF_SLEEP ? Math.ceil(hours / 24) : 0
}

/**
 * Downtime of `hours` for every character and qc: scene-long effects end (when asked), anima
 * falls to Dim, damage heals at natural rates, motes return at 5 an hour, and Willpower comes
 * back by a point per day begun (for 8 hours or more), up to the permanent rating.
 * Each run stands alone: healing time does not carry over from one run to the next.
 */
export function downtime(
  participants: readonly Participant[],
  hours: number,
  options: { readonly endScene: boolean },
): CombatChange[] {
  return compact(
    participants.map((participant) => {
      if (!reached(participant, true)) return null
      const fields: Record<string, unknown> = options.endScene ? sceneEnded(participant) : {}
      if (participant.anima_level !== null) fields.anima_level = 0
      if (participant.health !== null)
        Object.assign(fields, healedDamage(participant.health, hours))
      if (participant.motes !== null) {
        const pools = { ...participant.motes }
        if (Array.isArray(fields.motes_committed)) pools.committed = fields.motes_committed
        Object.assign(fields, respiredMotes(pools, MOTES_PER_HOUR * hours))
      }
      if (participant.willpower !== null) {
        fields.willpower_temporary = recoveredWillpower(
          participant.willpower,
          willpowerFromRest(hours),
          false,
        )
      }
      return changeOf(participant, participantFields(participant), fields)
    }),
  )
}
