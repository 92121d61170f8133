import { CRASH_RECOVERY_TURNS } from '../vocabulary/combatants.ts'
import { type CombatChange, changeOf, compact } from './combat-change.ts'
import {
  type Combatant,
  CRASH_RESET_INITIATIVE,
  combatantKey,
  INITIATIVE_BREAK,
  isCrashed,
  JOIN_BATTLE_BONUS,
  NOT_CRASHED,
  NOT_GRAPPLING,
} from './combatant.ts'
import { partnerLetGo } from './grapple-hold.ts'

/**
 * The per-combatant moves of the initiative tracker: joining battle, changing Initiative
 * (with crash and Initiative Break), taking a turn (with recovery from crash), leaving combat.
 * Each returns the changes to apply; an empty list means there is nothing to do.
 */

/** Join battle with `successes` on the roll: Initiative is the successes + 3. */
export function joinBattle(combatant: Combatant, successes: number): CombatChange[] {
  return compact([
    changeOf(combatant, combatant, {
      in_combat: true,
      initiative: successes + JOIN_BATTLE_BONUS,
      has_acted: false,
      ...NOT_CRASHED,
    }),
  ])
}

/**
 * Sets a combatant's Initiative. Falling to 0 or below crashes it; when `attacker` (another
 * combatant in combat) did that, the attacker gains the +5 Initiative Break and is named as
 * the one who crashed it. Rising above 0 ends the crash. A crashed combatant that is hit
 * again stays crashed by whoever crashed it first, and nobody gains a second break.
 */
export function setInitiative(
  target: Combatant,
  initiative: number,
  attacker: Combatant | null = null,
): CombatChange[] {
  const wasCrashed = isCrashed(target)
  const crashes = target.in_combat && initiative <= 0
  const breaker =
    crashes && !wasCrashed && attacker?.in_combat && !sameCombatant(attacker, target)
      ? attacker
      : null
  const crash = !crashes
    ? NOT_CRASHED
    : wasCrashed
      ? {}
      : { crashed_by: breaker === null ? '' : combatantKey(breaker), crash_turns: 0 }
  const changes = [changeOf(target, target, { initiative, ...crash })]
  if (breaker !== null) {
    const broken = breaker.initiative + INITIATIVE_BREAK
    changes.push(
      changeOf(breaker, breaker, { initiative: broken, ...(broken > 0 ? NOT_CRASHED : {}) }),
    )
  }
  return compact(changes)
}

function sameCombatant(a: Combatant, b: Combatant): boolean {
  return a.kind === b.kind && a.id === b.id
}

/**
 * Marks a combatant's turn as taken (or not, to correct a mistake). Its turn ends the onslaught
 * it took since the last one. A turn taken in crash counts towards recovery: at the third,
 * Initiative resets to 3 and the crash ends. Un-marking a turn in crash takes that turn back
 * from the count (the onslaught it cleared stays cleared: undo brings it back).
 */
export function setActed(combatant: Combatant, acted: boolean): CombatChange[] {
  if (!combatant.in_combat || combatant.has_acted === acted) return []
  const turn = acted ? { has_acted: true, onslaught: 0 } : { has_acted: false }
  if (!isCrashed(combatant)) return compact([changeOf(combatant, combatant, turn)])
  if (!acted) {
    const crash_turns = Math.max(0, combatant.crash_turns - 1)
    return compact([changeOf(combatant, combatant, { ...turn, crash_turns })])
  }
  const turns = combatant.crash_turns + 1
  const next =
    turns >= CRASH_RECOVERY_TURNS
      ? { ...turn, initiative: CRASH_RESET_INITIATIVE, ...NOT_CRASHED }
      : { ...turn, crash_turns: turns }
  return compact([changeOf(combatant, combatant, next)])
}

/** The combat state of someone out of combat; Initiative stays as it was. */
export const OUT_OF_COMBAT = {
  in_combat: false,
  has_acted: false,
  onslaught: 0,
  ...NOT_CRASHED,
  ...NOT_GRAPPLING,
} as const

/**
 * Takes a combatant out of combat: not acted, no onslaught, no crash, no grapple; the other
 * side of its grapple, found among `everyone`, lets go too.
 */
export function leaveCombat(
  combatant: Combatant,
  everyone: readonly Combatant[] = [],
): CombatChange[] {
  return [
    ...compact([changeOf(combatant, combatant, OUT_OF_COMBAT)]),
    ...partnerLetGo(combatant, everyone),
  ]
}
