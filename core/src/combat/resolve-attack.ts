import { rollPool } from '../dice/pool.ts'
import type { RandomInt } from '../dice/random.ts'
import {
  type AttackKind,
  type AttackProblem,
  attackPoolOf,
  attackRollSettings,
  type Defence,
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
import { type Fighter, type FighterAttack, fighterName } from './fighter.ts'
import {
  GAMBIT_EFFECT,
  type Gambit,
  gambitDifficultyText,
  gambitSucceeds,
  gambitTerms,
  mayAttemptGambit,
} from './gambits.ts'
import { rollControl } from './grapple-control.ts'
import { controlUnderAttack, grapplePenalty, inGrapple } from './grapple-hold.ts'
import { damageHealth } from './health-damage.ts'
import { shiftJoinBattle } from './initiative-shift.ts'
import { mountedAttackDice, mountedDefence } from './mounted.ts'
import { plainSettings } from './plain-pool.ts'
import type { Resolution, ResolutionRoll } from './resolution.ts'
import { setActed, setInitiative } from './turns.ts'
import { witheringDamagePool, witheringHit } from './withering.ts'

/**
 * One attack resolved from the combat state and the dice: the attack roll against Defence,
 * onslaught, then a withering or decisive hit (or a decisive miss), a battlegroup's Magnitude,
 * crash, the Initiative Break and Initiative Shift, all on the attacker's turn. Pure:
 * `random` supplies every face, in the order the rolls are listed.
 */

export type { Resolution, ResolutionRoll, ResolutionRollKind } from './resolution.ts'

function problemOf(
  attacker: Fighter,
  target: Fighter,
  request: AttackRequest,
  options: ResolutionOptions,
): AttackProblem | null {
  const kind = request.attack
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
  if (attacker.grappling !== '' && options.grappleAction === undefined) {
    return {
      field: 'attacker',
      message: `${fighterName(attacker)} is grappling: it acts only through its grapple actions`,
    }
  }
  return null
}

/** Why the gambit cannot be tried with this attack, or null when it can. */
function gambitProblem(
  attacker: Fighter,
  target: Fighter,
  gambit: Gambit,
  kind: AttackKind,
  attack: FighterAttack,
): AttackProblem | null {
  if (kind !== 'decisive') {
    return { field: 'gambit', message: 'a gambit is a decisive attack' }
  }
  const terms = gambitTerms(gambit, attack.tags)
  if (!mayAttemptGambit(attacker.initiative, terms)) {
    return {
      field: 'gambit',
      message: `the ${gambit} gambit costs ${terms.cost} Initiative with ${attack.name}, which would crash ${fighterName(attacker)} (has ${attacker.initiative})`,
    }
  }
  if (gambit !== 'grapple') return null
  if (attacker.battlegroup !== null || target.battlegroup !== null) {
    return { field: 'gambit', message: 'battlegroups do not grapple nor are grappled' }
  }
  if (inGrapple(attacker) || inGrapple(target)) {
    const busy = inGrapple(attacker) ? attacker : target
    return { field: 'gambit', message: `${fighterName(busy)} is already in a grapple` }
  }
  return null
}

/** The Defence with the grapple's penalty when the target is in one, or 0 when it cannot defend. */
function adjustedDefence(defence: Defence, target: Fighter, zero: string | null): Defence {
  if (zero !== null) return { ...defence, label: zero, rating: 0, onslaught: 0, bonus: 0, value: 0 }
  const penalty = grapplePenalty(target).defence
  if (penalty === 0) return defence
  const bonus = defence.bonus - penalty
  return {
    ...defence,
    label: `${defence.label} (grappling)`,
    bonus,
    value: Math.max(0, defence.rating - defence.onslaught + bonus),
  }
}

/** How the log may speak of the target. */
export interface ResolutionOptions {
  /**
   * The target's stat block is hidden from some who read the log (a hidden item, or a combat
   * copy of one): its Defence, soak and Hardness are left out of the notes, as its sheet hides them.
   */
  readonly hideTargetFigures?: boolean
  /**
   * The attack is a grapple action of the attacker's (grapple-actions.ts): the controller may
   * make it, against Defence 0, and it names the action in the log.
   */
  readonly grappleAction?: string
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
  const problem = problemOf(attacker, target, request, options)
  if (problem !== null) return problem
  const attack = attacker.attacks.find((candidate) => candidate.id === request.weapon_id)
  if (attack === undefined) {
    return {
      field: 'weapon_id',
      message: `${fighterName(attacker)} has no weapon or attack ${request.weapon_id}`,
    }
  }
  if (request.gambit !== undefined) {
    const refused = gambitProblem(attacker, target, request.gambit, kind, attack)
    if (refused !== null) return refused
  }
  const pool = attackPoolOf(attack, kind, request.range ?? null)
  if (typeof pool !== 'number') return pool
  const riding = mountedDefence(attacker, target, attack)
  const asked = defenceOf(target, {
    choice: request.defence,
    parry_weapon_id: request.parry_weapon_id,
    bonus: request.defence_bonus + riding,
  })
  if (isAttackProblem(asked)) return asked
  const zero =
    options.grappleAction !== undefined
      ? `Defence 0 (${options.grappleAction})`
      : request.unexpected
        ? 'Defence 0 (unexpected attack)'
        : null
  const defence = adjustedDefence(asked, target, zero)

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

  const held = grapplePenalty(attacker).attackDice
  const mountedDice = mountedAttackDice(attacker, target, attack, kind)
  const settings = attackRollSettings(pool, {
    ...request,
    bonus_dice: request.bonus_dice - held + mountedDice,
  })
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
  if (held > 0) attackNotes.push(`−${held} die: held in a grapple`)
  if (mountedDice > 0) attackNotes.push(`+${mountedDice} mounted against a foe on foot`)
  if (riding > 0 && zero === null) {
    attackNotes.push(`${targetName}: +${riding} Defence mounted against a foe on foot`)
  }
  const what =
    options.grappleAction ??
    (request.gambit === undefined ? `${kind} attack` : `${request.gambit} gambit`)
  rolls.push({
    roll: 'attack',
    roller,
    label: `${attackerName}: ${what} with ${attack.name} on ${targetName}`,
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
  } else if (kind === 'decisive' && attackRoll.hit && request.gambit !== undefined) {
    const gambit = request.gambit
    const terms = gambitTerms(gambit, attack.tags)
    const rollSettings = { ...plainSettings(a.initiative, false), double: [] }
    const roll = rollPool(rollSettings, random)
    const landed = gambitSucceeds(terms, roll.successes)
    const to = a.initiative - terms.cost
    const notes = [
      `${roll.successes} successes against ${gambitDifficultyText(terms)}: ${
        landed ? `${targetName} ${GAMBIT_EFFECT[gambit]}` : 'the gambit fails'
      }`,
      `${attackerName}: Initiative ${a.initiative} → ${to} (the gambit's cost)`,
    ]
    step(setInitiative(a, to))
    rolls.push({
      roll: 'gambit',
      roller,
      label: `${attackerName}: Initiative roll of the ${gambit} gambit on ${targetName}`,
      settings: { ...rollSettings, damage: false },
      result: roll,
      notes,
    })
    if (landed && gambit === 'grapple') {
      const control = rollControl(a, t, random)
      step(control.changes)
      rolls.push(...control.rolls)
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

  // An attack on a grapple's controller loosens its hold.
  if (target.grappling !== '') {
    const damaged = rolls.some((roll) => roll.roll === 'damage' && roll.result.successes > 0)
    const loosened = controlUnderAttack(t, damaged, isCrashed(t))
    if (loosened !== null) {
      step(loosened.changes)
      attackNotes.push(`${targetName}: ${loosened.note}`)
    }
  }
  return { hit: attackRoll.hit, rolls, changes: netChanges(sequence) }
}
