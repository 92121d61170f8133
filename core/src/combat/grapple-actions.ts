import { rollPool } from '../dice/pool.ts'
import type { RandomInt } from '../dice/random.ts'
import type { AttackProblem } from './attack.ts'
import { isAttackProblem } from './attack.ts'
import { attackRequestSchema } from './attack-request.ts'
import { type CombatChange, changeOf, compact, netChanges, withChanges } from './combat-change.ts'
import { type Fighter, fighterName } from './fighter.ts'
import { endGrapple, holds, spendControl } from './grapple-hold.ts'
import type { GrappleRequest } from './grapple-request.ts'
import { plainSettings } from './plain-pool.ts'
import { type Resolution, type ResolutionRoll, resolveAttack } from './resolve-attack.ts'
import { setActed } from './turns.ts'

/**
 * The actions of a grapple (docs/rules.md, "Grappling, gambits, unexpected attacks, mounts").
 * On each of its turns the controller, who may do nothing else, takes one, each spending a
 * round of control: it savages the one it holds (a withering or decisive attack at Defence 0),
 * restrains or drags them (two rounds: the one held may not act until the controller acts
 * again), or throws them, ending the grapple with an attack at Defence 0 that adds two dice
 * (withering) or one (decisive, bashing) per round of control it gives up. It may release them
 * at any time, without a turn. The one held may try to escape on its turn (not while
 * restrained): its Strength + Brawl against the controller's; winning breaks the grapple.
 */

/** Rounds of control restraining or dragging spends. */
export const RESTRAIN_ROUNDS = 2
/** A throw's dice per round of control given up: withering, decisive. */
export const THROW_DICE = { withering: 2, decisive: 1 } as const

function problem(field: string, message: string): AttackProblem {
  return { field, message }
}

/** The attack of a savage or throw, as resolveAttack takes it. */
function attackOf(request: GrappleRequest, bonusDice: number, bashing: boolean) {
  return attackRequestSchema.parse({
    attacker: request.controller,
    target: request.held,
    attack: request.attack,
    weapon_id: request.weapon_id,
    excellency_dice: request.excellency_dice,
    stunt: request.stunt,
    willpower: request.willpower,
    bonus_dice: request.bonus_dice + bonusDice,
    ...(bashing ? { damage_type: 'bashing' } : {}),
  })
}

/** A controller's action that is no attack: the resolution of its changes, with a label. */
function withoutRoll(label: string, changes: CombatChange[], notes: string[]): Resolution {
  return { hit: true, rolls: [], changes: netChanges(changes), label: [label, ...notes].join('. ') }
}

/** The controller's restrained mark cleared as it acts again. */
function unrestrained(controller: Fighter): CombatChange[] {
  return compact([changeOf(controller, controller, { grapple_restrained: false })])
}

function controllerAction(
  controller: Fighter,
  held: Fighter,
  request: GrappleRequest,
  random: RandomInt,
): Resolution | AttackProblem {
  const name = fighterName(controller)
  const heldName = fighterName(held)
  if (request.action === 'release') {
    return withoutRoll(`${name} releases ${heldName}`, endGrapple(controller), [])
  }
  if (request.action === 'restrain' || request.action === 'drag') {
    let c = controller
    const changes: CombatChange[] = []
    const step = (list: readonly CombatChange[]) => {
      changes.push(...list)
      c = withChanges(c, list)
    }
    step(setActed(c, true))
    const spent = spendControl(c, RESTRAIN_ROUNDS)
    step(spent.changes)
    if (c.grappling !== '') step(compact([changeOf(c, c, { grapple_restrained: true })]))
    const verb = request.action === 'restrain' ? 'restrains' : 'drags'
    return withoutRoll(`${name} ${verb} ${heldName}`, changes, [spent.note])
  }
  if (request.weapon_id === undefined) {
    return problem('weapon_id', `a ${request.action} is an attack: name the weapon or attack`)
  }
  const throwing = request.action === 'throw'
  const forfeited = throwing ? Math.max(0, controller.control_rounds - 1) : 0
  const bonus = forfeited * THROW_DICE[request.attack]
  const attack = attackOf(request, bonus, throwing && request.attack === 'decisive')
  const done = resolveAttack(controller, held, attack, random, { grappleAction: request.action })
  if (isAttackProblem(done)) return done
  const after = withChanges(controller, done.changes)
  const [first] = done.rolls
  const notes = first === undefined ? [] : [...first.notes]
  let grapple: CombatChange[]
  if (throwing) {
    grapple = endGrapple(after)
    notes.push(
      `${heldName} is thrown prone${bonus > 0 ? ` (+${bonus} dice for ${forfeited} rounds given up)` : ''}: the grapple ends`,
    )
  } else {
    const spent = spendControl(after, 1)
    grapple = [...unrestrained(after), ...spent.changes]
    notes.push(spent.note)
  }
  const rolls: ResolutionRoll[] =
    first === undefined ? [] : [{ ...first, notes }, ...done.rolls.slice(1)]
  return { hit: done.hit, rolls, changes: netChanges([...done.changes, ...grapple]) }
}

function tryEscape(held: Fighter, controller: Fighter, request: GrappleRequest, random: RandomInt) {
  const name = fighterName(held)
  const controllerName = fighterName(controller)
  if (controller.grapple_restrained) {
    return problem(
      'action',
      `${name} is restrained and cannot try to escape until ${controllerName} acts again`,
    )
  }
  let h = held
  const changes: CombatChange[] = [...setActed(h, true)]
  h = withChanges(h, changes)
  const mine = plainSettings(
    held.grapple_control + request.bonus_dice,
    false,
    request.willpower ? 1 : 0,
  )
  const theirs = plainSettings(controller.grapple_control, false)
  const own = rollPool(mine, random)
  const resisted = rollPool(theirs, random)
  const free = own.successes > resisted.successes
  if (free) changes.push(...endGrapple(controller))
  const outcome = free
    ? `${name} breaks free`
    : `${controllerName} keeps hold (${control(controller)})`
  const rolls: ResolutionRoll[] = [
    {
      roll: 'escape',
      roller: { kind: held.kind, id: held.id },
      label: `${name}: escapes the grapple of ${controllerName}`,
      settings: mine,
      result: own,
      notes: [`${own.successes} successes against ${resisted.successes}`],
    },
    {
      roll: 'escape',
      roller: { kind: controller.kind, id: controller.id },
      label: `${controllerName}: holds ${name}`,
      settings: theirs,
      result: resisted,
      notes: [outcome],
    },
  ]
  return { hit: free, rolls, changes: netChanges(changes) }
}

function control(controller: Fighter): string {
  const rounds = controller.control_rounds
  return `${rounds} round${rounds === 1 ? '' : 's'} of control`
}

/**
 * One grapple action: `controller` holds `held` (both sides say so, else a problem naming
 * `held`); the controller takes every action but `escape`, which is the held one's.
 */
export function resolveGrappleAction(
  controller: Fighter,
  held: Fighter,
  request: GrappleRequest,
  random: RandomInt,
): Resolution | AttackProblem {
  if (!holds(controller, held)) {
    return problem(
      'held',
      `${fighterName(controller)} does not hold ${fighterName(held)} in a grapple`,
    )
  }
  if (request.action === 'escape') return tryEscape(held, controller, request, random)
  return controllerAction(controller, held, request, random)
}
