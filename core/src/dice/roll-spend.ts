import { type CombatChange, changeOf } from '../combat/combat-change.ts'
import type { Participant } from '../combat/participant.ts'
import { moteSpendChanges } from '../rules/mote-spend.ts'
import type { RollSpend } from './roll-request.ts'

/** A spend the roller cannot afford, said as the 422 says it. */
export interface SpendProblem {
  /** The request field at fault, as a 422 names it: `roll.spend.motes`. */
  readonly field: string
  readonly problem: string
}

const MOTES = 'roll.spend.motes'
const WILLPOWER = 'roll.spend.willpower'

function named(participant: Participant): string {
  return participant.name.trim() === ''
    ? `${participant.kind.replaceAll('_', ' ')} ${participant.id}`
    : participant.name
}

/**
 * What a roll's spend takes from its roller, as one combat change (motes through the mote-spend
 * rules, so 5 peripheral motes at once flare the anima; temporary willpower), or why it cannot
 * be paid. A spend never goes below what there is: asking for more is a problem, not a clamp.
 */
export function rollSpendChange(
  participant: Participant,
  spend: RollSpend,
): CombatChange | null | SpendProblem {
  const who = named(participant)
  const next: Record<string, unknown> = {}
  const current: Record<string, unknown> = {}
  if (spend.motes > 0) {
    const pools = participant.motes
    if (pools === null) return { field: MOTES, problem: `${MOTES}: ${who} has no motes to spend` }
    const field = `motes_${spend.pool}_current` as const
    const have = spend.pool === 'personal' ? pools.personal_current : pools.peripheral_current
    if (spend.motes > have) {
      return {
        field: MOTES,
        problem: `${MOTES}: ${who} has ${have} ${spend.pool} motes, not ${spend.motes}`,
      }
    }
    const animaLevel = participant.anima_level ?? 0
    current[field] = have
    current.anima_level = animaLevel
    Object.assign(
      next,
      moteSpendChanges(
        {
          pool: spend.pool,
          current: have,
          total: spend.pool === 'personal' ? pools.personal_total : pools.peripheral_total,
          committed: participant.motes_committed ?? [],
          animaLevel,
          // A combatant with personal motes is an Exalt, whose peripheral spends flare the anima.
          hasAnima: pools.personal_total > 0 && participant.anima_level !== null,
        },
        { amount: spend.motes, mute: spend.mute },
      ),
    )
  }
  if (spend.willpower > 0) {
    const have = participant.willpower?.temporary ?? 0
    if (spend.willpower > have) {
      return {
        field: WILLPOWER,
        problem: `${WILLPOWER}: ${who} has ${have} willpower, not ${spend.willpower}`,
      }
    }
    current.willpower_temporary = have
    next.willpower_temporary = have - spend.willpower
  }
  return changeOf(participant, current, next)
}

export function isSpendProblem(value: CombatChange | null | SpendProblem): value is SpendProblem {
  return value !== null && 'problem' in value
}
