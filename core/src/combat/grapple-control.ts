import { rollPool } from '../dice/pool.ts'
import type { RandomInt } from '../dice/random.ts'
import type { CombatChange } from './combat-change.ts'
import { type Fighter, fighterName } from './fighter.ts'
import { startGrapple } from './grapple-hold.ts'
import { plainSettings } from './plain-pool.ts'
import type { ResolutionRoll } from './resolution.ts'

/**
 * The control roll of a grapple gambit that lands (docs/rules.md, "Grappling, gambits,
 * unexpected attacks, mounts"): the controller's and the target's Strength + Brawl (a qc's
 * Grapple Control) rolled against each other. The controller controls the grapple on the turn
 * it began and for a round more per success beyond the target's; on a tie or a loss only for
 * that turn, after which the target goes free. Loom counts the turn it began in the rounds:
 * winning by 2 gives 3 rounds of control, each grapple action spending one (see grapple-actions.ts).
 */

export function controlRounds(controllerSuccesses: number, targetSuccesses: number): number {
  return Math.max(0, controllerSuccesses - targetSuccesses) + 1
}

export function rollControl(
  controller: Fighter,
  target: Fighter,
  random: RandomInt,
): { readonly rolls: ResolutionRoll[]; readonly changes: CombatChange[]; readonly rounds: number } {
  const mine = plainSettings(controller.grapple_control, false)
  const theirs = plainSettings(target.grapple_control, false)
  const own = rollPool(mine, random)
  const resisted = rollPool(theirs, random)
  const rounds = controlRounds(own.successes, resisted.successes)
  const controllerName = fighterName(controller)
  const targetName = fighterName(target)
  const outcome =
    own.successes > resisted.successes
      ? `${controllerName} wins by ${own.successes - resisted.successes}`
      : `${targetName} holds even or better: free after this turn`
  return {
    rounds,
    changes: startGrapple(controller, target, rounds),
    rolls: [
      {
        roll: 'control',
        roller: { kind: controller.kind, id: controller.id },
        label: `${controllerName}: control roll of the grapple on ${targetName}`,
        settings: mine,
        result: own,
        notes: [`${own.successes} successes against ${resisted.successes}`],
      },
      {
        roll: 'control',
        roller: { kind: target.kind, id: target.id },
        label: `${targetName}: resists the grapple of ${controllerName}`,
        settings: theirs,
        result: resisted,
        notes: [`${outcome}: ${rounds} round${rounds === 1 ? '' : 's'} of control`],
      },
    ],
  }
}
