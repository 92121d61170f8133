import {
  DEFAULT_TARGET_NUMBER,
  defaultDoubles,
  type PoolResult,
  type PoolSettings,
  rollPool,
} from '../dice/pool.ts'
import type { RandomInt } from '../dice/random.ts'
import type { CombatantKind } from '../vocabulary/combatants.ts'
import {
  type AttackKind,
  type AttackProblem,
  attackPoolOf,
  attackRollSettings,
  defenceOf,
  isAttackProblem,
  rollAttack,
} from './attack.ts'
import type { AttackRequest } from './attack-request.ts'
import {
  battlegroupMayAttack,
  DICE_PER_EXTRA_MAGNITUDE,
  damageBattlegroup,
  decisiveBonusAgainstBattlegroup,
  witheringOnBattlegroup,
} from './battlegroup-attack.ts'
import { type CombatChange, changeOf, compact, netChanges, withChanges } from './combat-change.ts'
import { isCrashed } from './combatant.ts'
import { decisiveDamageDice, decisiveMiss, decisiveReset, mayAttackDecisively } from './decisive.ts'
import { type Fighter, fighterName } from './fighter.ts'
import { damageHealth } from './health-damage.ts'
import { shiftJoinBattle } from './initiative-shift.ts'
import { setActed } from './turns.ts'
import { witheringDamagePool, witheringHit } from './withering.ts'

/**
 * One attack resolved from the combat state and the dice: the attack roll against Defence,
 * onslaught, then a withering or decisive hit (or a decisive miss), a battlegroup's Magnitude,
 * crash, the Initiative Break and Initiative Shift, all on the attacker's turn. Pure:
 * `random` supplies every face, in the order the rolls are listed.
 */

export type ResolutionRollKind = 'attack' | 'damage' | 'join_battle'

/** One roll of the resolution, with what followed from it, as the roll log shows it. */
export interface ResolutionRoll {
  readonly roll: ResolutionRollKind
  readonly roller: { readonly kind: CombatantKind; readonly id: number }
  readonly label: string
  readonly settings: PoolSettings & { readonly damage: boolean }
  readonly result: PoolResult
  /** What the roll led to, in order (hit or miss, Initiative, damage, crash, shift…). */
  readonly notes: readonly string[]
}

export interface Resolution {
  readonly hit: boolean
  readonly rolls: readonly ResolutionRoll[]
  /** One change per combatant: applying every `after` makes the attack, every `before` undoes it. */
  readonly changes: readonly CombatChange[]
}

/** A plain pool of `dice` for damage (no doubles) or Join Battle (10s double). */
function plainSettings(dice: number, damage: boolean, autoSuccesses = 0) {
  return {
    dice: Math.max(0, dice),
    target_number: DEFAULT_TARGET_NUMBER,
    double: defaultDoubles(damage),
    reroll: [],
    reroll_once: true,
    auto_successes: autoSuccesses,
    damage,
  }
}

function problemOf(attacker: Fighter, target: Fighter, kind: AttackKind): AttackProblem | null {
  if (attacker.kind === target.kind && attacker.id === target.id) {
    return { field: 'target', message: 'a combatant cannot attack itself' }
  }
  if (!attacker.in_combat) {
    return { field: 'attacker', message: `${fighterName(attacker)} is not in combat` }
  }
  if (!target.in_combat) {
    return { field: 'target', message: `${fighterName(target)} is not in combat` }
  }
  if (!battlegroupMayAttack(attacker, kind)) {
    return { field: 'attack', message: 'a battlegroup makes withering attacks only' }
  }
  return null
}

/** How the log may speak of the target. */
export interface ResolutionOptions {
  /**
   * The target's stat block is hidden from some who read the log (a hidden item, or a combat
   * copy of one): its Defence, soak and Hardness are left out of the notes, as its sheet hides them.
   */
  readonly hideTargetFigures?: boolean
}

export function resolveAttack(
  attacker: Fighter,
  target: Fighter,
  request: AttackRequest,
  random: RandomInt,
  options: ResolutionOptions = {},
): Resolution | AttackProblem {
  const hidden = options.hideTargetFigures === true
  const kind = request.attack
  const problem = problemOf(attacker, target, kind)
  if (problem !== null) return problem
  const attack = attacker.attacks.find((candidate) => candidate.id === request.weapon_id)
  if (attack === undefined) {
    return {
      field: 'weapon_id',
      message: `${fighterName(attacker)} has no weapon or attack ${request.weapon_id}`,
    }
  }
  const pool = attackPoolOf(attack, kind, request.range ?? null)
  if (typeof pool !== 'number') return pool
  const defence = defenceOf(target, {
    choice: request.defence,
    parry_weapon_id: request.parry_weapon_id,
    bonus: request.defence_bonus,
  })
  if (isAttackProblem(defence)) return defence

  let a = attacker
  let t = target
  const sequence: CombatChange[] = []
  const step = (list: readonly CombatChange[]) => {
    sequence.push(...list)
    a = withChanges(a, list)
    t = withChanges(t, list)
  }
  // The attack is the attacker's turn: the turn starts first, which ends the onslaught it took
  // and counts a turn in crash (the third returning it to Initiative 3) before it acts.
  if (request.takes_turn) step(setActed(a, true))
  if (kind === 'decisive' && !mayAttackDecisively(a)) {
    return {
      field: 'attack',
      message: `${fighterName(a)} needs Initiative above 0 for a decisive attack (has ${a.initiative})`,
    }
  }
  const rolls: ResolutionRoll[] = []
  const roller = { kind: attacker.kind, id: attacker.id }
  const attackerName = fighterName(attacker)
  const targetName = fighterName(target)

  const settings = attackRollSettings(pool, request)
  const attackRoll = rollAttack(settings, defence, random)
  const against = hidden ? '' : ` against ${defence.label} ${defence.value}`
  const extra = hidden ? '' : ` with ${attackRoll.extra_successes} extra`
  const attackNotes = [
    attackRoll.hit
      ? `${attackRoll.result.successes} successes${against}: a hit${extra}`
      : `${attackRoll.result.successes} successes${against}: a miss`,
  ]
  step(compact([changeOf(t, t, { onslaught: t.onslaught + 1 })]))
  attackNotes.push(`${targetName}: onslaught ${target.onslaught} → ${t.onslaught}`)
  rolls.push({
    roll: 'attack',
    roller,
    label: `${attackerName}: ${kind} attack with ${attack.name} on ${targetName}`,
    settings: { ...settings, damage: false },
    result: attackRoll.result,
    notes: attackNotes,
  })

  if (kind === 'withering' && attackRoll.hit) {
    const damagePool = witheringDamagePool(
      attack,
      attackRoll.extra_successes,
      request.damage_bonus,
      t.soak,
    )
    const damageSettings = plainSettings(damagePool.dice, true)
    const damage = rollPool(damageSettings, random)
    const pool = hidden
      ? ''
      : `Raw damage ${damagePool.raw} − soak ${damagePool.soak}, at least Overwhelming ${damagePool.overwhelming}: `
    const notes = [`${pool}${damagePool.dice} dice, ${damage.successes} damage`]
    let shift = false
    if (t.battlegroup !== null) {
      const hit = witheringOnBattlegroup(a, t, damage.successes)
      step(hit.changes)
      notes.push(...hit.notes)
    } else if (a.side === 'battlegroup' && isCrashed(t)) {
      // A battlegroup's withering damage on a crashed foe goes to its health track.
      const hurt = damageHealth(t, request.damage_type ?? attack.damage_type, damage.successes)
      step(compact([hurt.change]))
      notes.push(hurt.note)
    } else {
      const outcome = witheringHit(a, t, damage.successes)
      step(outcome.changes)
      notes.push(...outcome.notes)
      shift = outcome.shift
    }
    rolls.push({
      roll: 'damage',
      roller,
      label: `${attackerName}: withering damage on ${targetName}`,
      settings: damageSettings,
      result: damage,
      notes,
    })
    if (shift) {
      const joinSettings = plainSettings(a.join_battle, false)
      const join = rollPool(joinSettings, random)
      const shifted = shiftJoinBattle(a, join.successes, request.tick ?? attacker.initiative)
      step(shifted.changes)
      rolls.push({
        roll: 'join_battle',
        roller,
        label: `${attackerName}: Join Battle for the Initiative Shift`,
        settings: joinSettings,
        result: join,
        notes: [shifted.note],
      })
    }
  } else if (kind === 'decisive' && attackRoll.hit) {
    const dice = decisiveDamageDice(a.initiative, t.hardness)
    const bonus = t.battlegroup !== null && dice > 0 ? decisiveBonusAgainstBattlegroup(dice) : 0
    const reset = decisiveReset(a)
    if (dice === 0) {
      step(reset.changes)
      const hardness = hidden ? 'Hardness' : `Hardness ${t.hardness}`
      attackNotes.push(
        `Initiative ${attacker.initiative} does not exceed ${targetName}'s ${hardness}: no damage`,
        reset.note,
      )
    } else {
      const damageSettings = plainSettings(dice, true, bonus)
      const damage = rollPool(damageSettings, random)
      const notes: string[] = []
      if (bonus > 0) {
        notes.push(`+${bonus} against a battlegroup (1 per ${DICE_PER_EXTRA_MAGNITUDE} dice)`)
      }
      step(reset.changes)
      notes.push(reset.note)
      if (t.battlegroup !== null) {
        const hit = damageBattlegroup(a, t, damage.successes)
        step(hit.changes)
        notes.push(...hit.notes)
      } else {
        const hurt = damageHealth(t, request.damage_type ?? attack.damage_type, damage.successes)
        step(compact([hurt.change]))
        notes.push(hurt.note)
      }
      rolls.push({
        roll: 'damage',
        roller,
        label: `${attackerName}: decisive damage on ${targetName}`,
        settings: damageSettings,
        result: damage,
        notes,
      })
    }
  } else if (kind === 'decisive') {
    const miss = decisiveMiss(a)
    step(miss.changes)
    attackNotes.push(miss.note)
  }

  return { hit: attackRoll.hit, rolls, changes: netChanges(sequence) }
}
