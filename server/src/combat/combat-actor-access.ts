import {
  type ChronicleMembership,
  type CombatActor,
  canViewItem,
  KINDS,
  type Viewer,
} from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import type { Db } from '../db/schema.ts'
import { notFound, unauthorized } from '../http/errors.ts'
import { parseId } from '../http/request-body.ts'
import type { ItemContext } from '../items/item-access.ts'
import type { Entity } from '../items/item-document.ts'
import { findCombatActor } from './combat-actors.ts'

const kind = KINDS.combat_actor

/** A combat actor the viewer may see, as the generic item helpers expect it. */
export interface ActorContext extends ItemContext {
  readonly actor: CombatActor
  readonly chronicle: ChronicleMembership
}

/**
 * The combat actor a path names, as `viewer` may see it: its chronicle's storyteller and
 * members see it (combat actors are never hidden); anyone else gets 404, or 401 when signed out.
 */
export async function visibleCombatActor(
  db: Db,
  rawId: string,
  viewer: Viewer | null,
): Promise<ActorContext> {
  const id = parseId(rawId)
  const actor = id === undefined ? undefined : await findCombatActor(db, id)
  const chronicle = actor && (await chronicleAccess(db, actor.chronicle_id))
  if (!actor || !chronicle || !canViewItem(viewer, actor, chronicle)) {
    if (viewer === null) throw unauthorized(`Sign in to see combat actor ${rawId}`)
    throw notFound(`There is no combat actor ${rawId} that you can see`)
  }
  const item = { entity: actor as Entity, revision: 0 }
  return { kind, item, root: { kind, item }, chronicle, actor }
}
