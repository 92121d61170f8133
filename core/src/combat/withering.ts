import { type CombatChange, withChanges } from './combat-change.ts'
import { combatantKey, isCrashed } from './combatant.ts'
import { type Fighter, type FighterAttack, fighterName } from './fighter.ts'
import { earnsInitiativeShift, shiftToBase } from './initiative-shift.ts'
import { setInitiative } from './turns.ts'

/**
 * Withering attacks (docs/rules.md, "Combat resolution"): raw damage is the weapon's damage
 * (with the Strength the weapon adds) plus the attack's extra successes; soak comes off, but
 * the damage pool never falls below the weapon's Overwhelming. Each success on the damage roll
 * takes a point of Initiative from the target and gives it to the attacker, who gains 1 more for
 * landing the attack; crashing the target earns the Initiative Break.
 */

/** Initiative an attacker gains for landing a withering attack, beyond the damage. */
export const LANDING_BONUS = 1

export interface WitheringPool {
  /** Weapon damage + extra successes + any bonus, before soak. */
  readonly raw: number
  readonly soak: number
  readonly overwhelming: number
  /** The dice of the damage roll: raw − soak, never below the Overwhelming. */
  readonly dice: number
}

export function witheringDamagePool(
  attack: Pick<FighterAttack, 'damage' | 'overwhelming'>,
  extraSuccesses: number,
  damageBonus: number,
  soak: number,
): WitheringPool {
  const raw = attack.damage + extraSuccesses + damageBonus
  return {
    raw,
    soak,
    overwhelming: attack.overwhelming,
    dice: Math.max(attack.overwhelming, raw - soak),
  }
}

/** A change of Initiative said as the log says it. */
export function initiativeNote(fighter: Fighter, from: number, to: number, why: string): string {
  const delta = to - from
  const signed = delta >= 0 ? `+${delta}` : `${delta}`
  return `${fighterName(fighter)}: Initiative ${from} → ${to} (${signed}, ${why})`
}

export interface WitheringOutcome {
  /** In order: each change starts from the state the previous ones left. */
  readonly changes: CombatChange[]
  /** The target went into crash with this hit. */
  readonly crashed: boolean
  /** The attacker earned an Initiative Shift: the caller rolls its Join Battle next. */
  readonly shift: boolean
  readonly notes: string[]
}

/**
 * A withering hit of `damage` successes on a combatant with Initiative. A battlegroup attacker's
 * Initiative is inert: it gains nothing and takes no break, and its target is crashed by nobody.
 */
export function witheringHit(attacker: Fighter, target: Fighter, damage: number): WitheringOutcome {
  let a = attacker
  let t = target
  const changes: CombatChange[] = []
  const notes: string[] = []
  const step = (list: readonly CombatChange[]) => {
    changes.push(...list)
    a = withChanges(a, list)
    t = withChanges(t, list)
  }
  const targetInitiative = target.initiative - damage
  const inert = attacker.side === 'battlegroup'
  const shift = !inert && earnsInitiativeShift(attacker, target, targetInitiative)
  if (!inert) {
    step(setInitiative(a, a.initiative + damage + LANDING_BONUS))
    const why = `${damage} damage + ${LANDING_BONUS} for landing`
    notes.push(initiativeNote(a, attacker.initiative, a.initiative, why))
  }
  if (shift) {
    const from = a.initiative
    step(shiftToBase(a))
    notes.push(initiativeNote(a, from, a.initiative, 'Initiative Shift: back to base Initiative'))
  }
  const beforeBreak = a.initiative
  step(setInitiative(t, targetInitiative, inert ? null : a))
  notes.push(initiativeNote(t, target.initiative, t.initiative, 'withering damage'))
  const crashed = isCrashed(t) && !isCrashed(target)
  if (crashed && t.crashed_by === combatantKey(a)) {
    notes.push(`${fighterName(t)} is crashed by ${fighterName(a)}`)
    notes.push(initiativeNote(a, beforeBreak, a.initiative, 'Initiative Break'))
  } else if (crashed) {
    notes.push(`${fighterName(t)} is crashed`)
  }
  return { changes, crashed, shift, notes }
}
