import { type CombatChange, changeOf, compact } from './combat-change.ts'
import { type Combatant, combatantKey, NOT_GRAPPLING, parseCombatantKey } from './combatant.ts'

/**
 * The state of a grapple (docs/rules.md, "Grappling, gambits, unexpected attacks, mounts"),
 * kept on both combatants: the controller names the one it holds (`grappling`) with its rounds
 * of control left and whether it restrained them; the one held names its controller
 * (`grappled_by`). While it lasts both suffer −2 Defence, the one held −1 die on its attacks,
 * and the controller takes no action but its grapple actions. Each attack on the controller
 * costs it a round of control, two if it is damaged; out of rounds, or crashed, it lets go.
 */

/** The Defence penalty of both sides of a grapple. */
export const GRAPPLE_DEFENCE_PENALTY = 2
/** The attack penalty of the one held. */
export const HELD_ATTACK_PENALTY = 1

type GrappleSide = Pick<Combatant, 'kind' | 'id' | 'grappling' | 'grappled_by'>

export function inGrapple(combatant: Pick<Combatant, 'grappling' | 'grappled_by'>): boolean {
  return combatant.grappling !== '' || combatant.grappled_by !== ''
}

/** What a grapple takes from a combatant: none outside one. */
export interface GrapplePenalty {
  /** Off its Defence, on either side. */
  readonly defence: number
  /** Off its attack rolls, for the one held. */
  readonly attackDice: number
}

/** The grapple's penalties on `combatant`, as attacks on it and by it apply them. */
export function grapplePenalty(
  combatant: Pick<Combatant, 'grappling' | 'grappled_by'>,
): GrapplePenalty {
  return {
    defence: inGrapple(combatant) ? GRAPPLE_DEFENCE_PENALTY : 0,
    attackDice: combatant.grappled_by === '' ? 0 : HELD_ATTACK_PENALTY,
  }
}

type ControllerHold = Pick<Combatant, 'grappling' | 'control_rounds' | 'grapple_restrained'>

/** The change that sets the hold `controller` keeps to `after`, with all of its hold before. */
function controllerHoldChange(controller: Combatant, after: ControllerHold): CombatChange {
  return {
    kind: controller.kind,
    id: controller.id,
    before: {
      grappling: controller.grappling,
      control_rounds: controller.control_rounds,
      grapple_restrained: controller.grapple_restrained,
    },
    after,
  }
}

/** The changes that start a grapple: `controller` holds `held` with `rounds` of control. */
export function startGrapple(
  controller: Combatant,
  held: Combatant,
  rounds: number,
): CombatChange[] {
  return [
    controllerHoldChange(controller, {
      grappling: combatantKey(held),
      control_rounds: rounds,
      grapple_restrained: false,
    }),
    {
      kind: held.kind,
      id: held.id,
      before: { grappled_by: held.grappled_by },
      after: { grappled_by: combatantKey(controller) },
    },
  ]
}

/**
 * The changes that end the grapple `controller` keeps: it holds nobody, and the one it held
 * (named by its key) is held by nobody.
 */
export function endGrapple(controller: Combatant): CombatChange[] {
  const held = parseCombatantKey(controller.grappling)
  const own = controllerHoldChange(controller, {
    grappling: NOT_GRAPPLING.grappling,
    control_rounds: 0,
    grapple_restrained: false,
  })
  const freed =
    held === null
      ? null
      : {
          ...held,
          before: { grappled_by: combatantKey(controller) },
          after: { grappled_by: '' },
        }
  return compact([own, freed])
}

/** The controller spends `rounds` of control; spending its last lets the one held go. */
export function spendControl(
  controller: Combatant,
  rounds: number,
): { readonly changes: CombatChange[]; readonly note: string } {
  const left = Math.max(0, controller.control_rounds - rounds)
  if (left === 0) {
    return { changes: endGrapple(controller), note: 'no rounds of control left: the grapple ends' }
  }
  return {
    changes: [
      {
        kind: controller.kind,
        id: controller.id,
        before: { control_rounds: controller.control_rounds },
        after: { control_rounds: left },
      },
    ],
    note: `rounds of control ${controller.control_rounds} → ${left}`,
  }
}

/**
 * What an attack on a grapple's controller costs it: a round of control, two when the attack
 * damaged it; and the whole grapple when it crashed (or has no rounds left). Nothing for anyone
 * who holds nobody.
 */
export function controlUnderAttack(
  controller: Combatant,
  damaged: boolean,
  crashed: boolean,
): { readonly changes: CombatChange[]; readonly note: string } | null {
  if (controller.grappling === '') return null
  if (crashed) {
    return { changes: endGrapple(controller), note: 'crashed: the grapple ends' }
  }
  const spent = spendControl(controller, damaged ? 2 : 1)
  return { changes: spent.changes, note: `attacked while grappling: ${spent.note}` }
}

/** Whether `controller` holds `held` (both sides agree). */
export function holds(controller: GrappleSide, held: GrappleSide): boolean {
  return (
    controller.grappling === combatantKey(held) && held.grappled_by === combatantKey(controller)
  )
}

/**
 * What a combatant leaving the fight does to its grapple's other side, found among `everyone`:
 * the one it held goes free, or the one holding it holds nobody.
 */
export function partnerLetGo(combatant: Combatant, everyone: readonly Combatant[]): CombatChange[] {
  const key = combatantKey(combatant)
  const partner = everyone.find(
    (other) =>
      (combatant.grappling !== '' && combatantKey(other) === combatant.grappling) ||
      (combatant.grappled_by !== '' && combatantKey(other) === combatant.grappled_by),
  )
  if (partner === undefined) return []
  if (partner.grappled_by === key) {
    return compact([changeOf(partner, partner, { grappled_by: '' })])
  }
  if (partner.grappling === key) {
    return compact([
      changeOf(partner, partner, { grappling: '', control_rounds: 0, grapple_restrained: false }),
    ])
  }
  return []
}
