import { type EffectClock, effectsAfter, type HeldEffect } from '../schemas/effects.ts'
import { type CombatChange, changeOf, compact } from './combat-change.ts'
import type { Combatant } from './combatant.ts'
import type { Participant } from './participant.ts'
import { MOTES_PER_ROUND, respiredMotes } from './respire.ts'
import { leaveCombat } from './turns.ts'

/**
 * A new round: everyone in combat may act again, those with motes respire 5 of them
 * (peripheral first), and their effects lasting rounds run down a round (see effectsAfter).
 * Crash counts carry over: they count turns, not rounds.
 */
export function newRound(participants: readonly Participant[]): CombatChange[] {
  return compact(
    participants
      .filter((participant) => participant.in_combat)
      .map((participant) =>
        changeOf(participant, participantFields(participant), {
          has_acted: false,
          ...(participant.motes ? respiredMotes(participant.motes, MOTES_PER_ROUND) : {}),
          ...expiredEffects(participant, 'round'),
        }),
      ),
  )
}

/** The `effects` field after a round or scene ends, or nothing when no effect changes. */
export function expiredEffects(
  participant: Participant,
  clock: EffectClock,
): { effects?: HeldEffect[] } {
  const effects = participant.effects === null ? null : effectsAfter(participant.effects, clock)
  return effects === null ? {} : { effects }
}

/** Ends the combat: everyone in it leaves, with no onslaught, crash or acted mark. */
export function endCombat(combatants: readonly Combatant[]): CombatChange[] {
  return combatants.filter((combatant) => combatant.in_combat).flatMap((one) => leaveCombat(one))
}

/** A participant's current values under the field names its entity uses. */
export function participantFields(participant: Participant): Record<string, unknown> {
  return {
    ...participant,
    motes_peripheral_current: participant.motes?.peripheral_current,
    motes_personal_current: participant.motes?.personal_current,
    willpower_temporary: participant.willpower?.temporary,
    damage_bashing: participant.health?.bashing,
    damage_lethal: participant.health?.lethal,
    damage_aggravated: participant.health?.aggravated,
  }
}
