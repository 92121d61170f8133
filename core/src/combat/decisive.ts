import type { CombatChange } from './combat-change.ts'
import { CRASH_RESET_INITIATIVE } from './combatant.ts'
import type { Fighter } from './fighter.ts'
import { setInitiative } from './turns.ts'
import { initiativeNote } from './withering.ts'

/**
 * Decisive attacks (docs/rules.md, "Combat resolution"): only with Initiative above 0. A hit
 * rolls the attacker's Initiative as damage (no doubles) unless it does not exceed the
 * target's Hardness, marks the successes on the target's health track (or Magnitude), and
 * returns the attacker to base Initiative 3; a miss costs 2 Initiative, or 3 from 11 or more.
 */

/** The base Initiative a decisive hit returns its attacker to. */
export const BASE_INITIATIVE = CRASH_RESET_INITIATIVE

/** From this much Initiative, a missed decisive attack costs more. */
export const HIGH_INITIATIVE = 11

export function mayAttackDecisively(attacker: Pick<Fighter, 'initiative'>): boolean {
  return attacker.initiative > 0
}

/** What a missed decisive attack costs: 2 Initiative, 3 at 11 or more. */
export function decisiveMissCost(initiative: number): number {
  return initiative >= HIGH_INITIATIVE ? 3 : 2
}

/** The damage roll's dice: the attacker's Initiative, or none when it is not above Hardness. */
export function decisiveDamageDice(initiative: number, hardness: number): number {
  return initiative > hardness ? initiative : 0
}

export interface InitiativeMove {
  readonly changes: CombatChange[]
  readonly note: string
}

/** A missed decisive attack: the attacker loses Initiative, which may crash it (no break). */
export function decisiveMiss(attacker: Fighter): InitiativeMove {
  const to = attacker.initiative - decisiveMissCost(attacker.initiative)
  return {
    changes: setInitiative(attacker, to),
    note: initiativeNote(attacker, attacker.initiative, to, 'missed decisive attack'),
  }
}

/** After a decisive hit the attacker returns to base Initiative. */
export function decisiveReset(attacker: Fighter): InitiativeMove {
  return {
    changes: setInitiative(attacker, BASE_INITIATIVE),
    note: initiativeNote(
      attacker,
      attacker.initiative,
      BASE_INITIATIVE,
      'decisive hit: base Initiative',
    ),
  }
}
