import { battlegroupMagnitude } from '../rules/battlegroup.ts'
import { type CombatChange, changeOf, compact, withChanges } from './combat-change.ts'
import { INITIATIVE_BREAK } from './combatant.ts'
import { type BattlegroupState, type Fighter, fighterName } from './fighter.ts'
import { OUT_OF_COMBAT, setInitiative } from './turns.ts'
import { initiativeNote, LANDING_BONUS } from './withering.ts'

/**
 * Battlegroups in attack resolution (docs/rules.md, "Combat resolution"). Size, drill and might
 * are already in a battlegroup's pools, defences and soak (rules/battlegroup.ts). Damage of
 * either kind of attack comes off its Magnitude; each time Magnitude runs out the group loses
 * a point of Size and Magnitude refills for the new Size, and at Size 0 it is routed and leaves
 * the order. A battlegroup's Initiative is inert: hits do not lower it, and it gains none.
 */

/** Decisive damage against a battlegroup: 1 more level for every 4 dice rolled, rounding up. */
export const DICE_PER_EXTRA_MAGNITUDE = 4

export function decisiveBonusAgainstBattlegroup(dice: number): number {
  return Math.ceil(dice / DICE_PER_EXTRA_MAGNITUDE)
}

export interface MagnitudeAfter {
  readonly size: number
  readonly magnitude: number
  readonly sizes_lost: number
  readonly routed: boolean
}

/** Size and Magnitude after `damage` levels, spilling over from one Size to the next. */
export function magnitudeAfter(group: BattlegroupState, damage: number): MagnitudeAfter {
  let { size, magnitude } = group
  let left = Math.max(0, damage)
  let lost = 0
  while (left > 0 && size > 0) {
    if (left < magnitude) {
      magnitude -= left
      break
    }
    left -= magnitude
    size -= 1
    lost += 1
    magnitude = size > 0 ? battlegroupMagnitude({ ...group, size }) : 0
  }
  return { size, magnitude, sizes_lost: lost, routed: size === 0 && group.size > 0 }
}

export interface BattlegroupHit {
  readonly changes: CombatChange[]
  readonly notes: string[]
  readonly routed: boolean
}

/**
 * `damage` levels off a battlegroup's Magnitude. An attacker that takes a point of Size from it
 * (unless a battlegroup itself) earns the Initiative Break, once per attack.
 */
export function damageBattlegroup(
  attacker: Fighter,
  target: Fighter,
  damage: number,
): BattlegroupHit {
  const group = target.battlegroup
  if (group === null) return { changes: [], notes: [], routed: false }
  const after = magnitudeAfter(group, damage)
  const name = fighterName(target)
  const fields = after.routed
    ? { size: 0, magnitude: 0, ...OUT_OF_COMBAT }
    : { size: after.size, magnitude: after.magnitude }
  const changes = compact([
    changeOf(target, { ...target, size: group.size, magnitude: group.magnitude }, fields),
  ])
  const notes = [
    `${name} takes ${damage} Magnitude damage: Size ${group.size} → ${after.size}, Magnitude ${group.magnitude} → ${after.magnitude}`,
  ]
  if (after.routed) notes.push(`${name} is routed and leaves the order`)
  if (after.sizes_lost > 0 && attacker.side !== 'battlegroup' && attacker.in_combat) {
    const broken = attacker.initiative + INITIATIVE_BREAK
    changes.push(...setInitiative(attacker, broken))
    notes.push(initiativeNote(attacker, attacker.initiative, broken, 'Initiative Break: Size lost'))
  }
  return { changes, notes, routed: after.routed }
}

/**
 * A withering hit on a battlegroup: the damage comes off its Magnitude, and the attacker gains
 * only the 1 for landing (there is no Initiative to take from the group).
 */
export function witheringOnBattlegroup(
  attacker: Fighter,
  target: Fighter,
  damage: number,
): BattlegroupHit {
  const changes: CombatChange[] = []
  const notes: string[] = []
  let a = attacker
  if (attacker.side !== 'battlegroup') {
    changes.push(...setInitiative(a, a.initiative + LANDING_BONUS))
    a = withChanges(a, changes)
    notes.push(initiativeNote(a, attacker.initiative, a.initiative, 'landing the attack'))
  }
  const hit = damageBattlegroup(a, target, damage)
  return {
    changes: [...changes, ...hit.changes],
    notes: [...notes, ...hit.notes],
    routed: hit.routed,
  }
}

/** Battlegroups make withering attacks only. */
export function battlegroupMayAttack(attacker: Fighter, kind: 'withering' | 'decisive'): boolean {
  return attacker.side !== 'battlegroup' || kind === 'withering'
}
