import { type CombatChange, changeOf, compact } from './combat-change.ts'
import { CRASH_RESET_INITIATIVE, combatantKey, isCrashed, NOT_CRASHED } from './combatant.ts'
import { type Fighter, fighterName } from './fighter.ts'

/**
 * Initiative Shift (docs/rules.md, "Combat resolution"): a combatant in crash who crashes the
 * opponent who crashed them returns to base Initiative (unless already higher), takes the
 * Initiative Break like anyone who crashes a foe, rolls Join Battle and adds the successes, and
 * takes another turn at once when the new Initiative is above the current tick.
 */

/** Whether crashing `target` (to `targetInitiative`) gives `attacker` an Initiative Shift. */
export function earnsInitiativeShift(
  attacker: Fighter,
  target: Fighter,
  targetInitiative: number,
): boolean {
  return (
    isCrashed(attacker) &&
    attacker.crashed_by === combatantKey(target) &&
    target.in_combat &&
    !isCrashed(target) &&
    targetInitiative <= 0
  )
}

/** The first move of a shift: back to base Initiative, unless that would lose Initiative. */
export function shiftToBase(attacker: Fighter): CombatChange[] {
  const initiative = Math.max(attacker.initiative, CRASH_RESET_INITIATIVE)
  return compact([changeOf(attacker, attacker, { initiative, ...NOT_CRASHED })])
}

/**
 * The last move of a shift, after the break: the Join Battle successes added, and the turn
 * given back (not yet acted) when the new Initiative is above `tick`.
 */
export function shiftJoinBattle(
  attacker: Fighter,
  successes: number,
  tick: number,
): { changes: CombatChange[]; extraTurn: boolean; note: string } {
  const initiative = attacker.initiative + successes
  const extraTurn = initiative > tick
  const changes = compact([
    changeOf(attacker, attacker, { initiative, ...(extraTurn ? { has_acted: false } : {}) }),
  ])
  const turn = extraTurn
    ? `, above tick ${tick}: another turn now`
    : `, not above tick ${tick}: no extra turn`
  return {
    changes,
    extraTurn,
    note: `Initiative Shift: ${fighterName(attacker)} adds ${successes} for ${initiative} Initiative${turn}`,
  }
}
