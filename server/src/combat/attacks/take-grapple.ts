import {
  type AttackAnswer,
  attackRequestSchema,
  type ChronicleMembership,
  GRAPPLE_ATTACKS,
  type GrappleRequest,
  resolveGrappleAction,
  type Viewer,
} from '@loom/core'
import { type AttackDeps, takeAttack } from './take-attack.ts'

/**
 * One grapple action, resolved as an attack is (take-attack.ts) and kept in the same history
 * for the storyteller's undo: the controller's savage, throw, restrain, drag or release, or the
 * held one's escape. Whoever acts (the controller, or the one held for an escape) must be the
 * caller's to edit (its owner or the storyteller), else 403; a rule that forbids the action
 * (the two are not in a grapple together, an escape while restrained…) is a 422.
 */
export async function takeGrapple(
  deps: AttackDeps,
  caller: Viewer & { readonly display_name: string },
  membership: ChronicleMembership,
  request: GrappleRequest,
): Promise<AttackAnswer> {
  const escaping = request.action === 'escape'
  const attacks = GRAPPLE_ATTACKS.includes(request.action)
  const attack = attackRequestSchema.parse({
    attacker: escaping ? request.held : request.controller,
    target: escaping ? request.controller : request.held,
    attack: request.attack,
    // Only an attack names its weapon in the session log; the others make no summary.
    weapon_id: request.weapon_id ?? 1,
    willpower: request.willpower,
    ...(request.visibility === undefined ? {} : { visibility: request.visibility }),
  })
  return takeAttack(deps, caller, membership, attack, {
    kind: attacks ? request.attack : 'grapple',
    resolve: (actor, other, random) =>
      escaping
        ? resolveGrappleAction(other, actor, request, random)
        : resolveGrappleAction(actor, other, request, random),
  })
}
