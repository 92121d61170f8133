import {
  canCreateCombatActor,
  canDeleteCombatActor,
  combatActorSchemas,
  isStoryteller,
  KINDS,
} from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { answeredNotModified, etagOf } from '../http/conditional-get.ts'
import { forbidden, notFound, unprocessable } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { owned, requireEditor } from '../items/item-access.ts'
import { parseItemBody } from '../items/item-body.ts'
import { created, destroyed, updated } from '../items/item-changes.ts'
import type { Entity } from '../items/item-document.ts'
import { findItem } from '../items/item-reads.ts'
import { visibleCombatActor } from './combat-actor-access.ts'
import {
  createCombatActor,
  deleteCombatActor,
  duplicateCombatActor,
  updateCombatActor,
  withPoisons,
} from './combat-actors.ts'

const kind = KINDS.combat_actor

/**
 * Combat actors: copies of a qc or battlegroup fielded in a chronicle's combat, each tracking
 * its own initiative, onslaught, damage, motes and willpower. The chronicle's storyteller
 * creates, changes, duplicates and deletes them; its members see them.
 */
export async function combatActorRoutes(
  app: FastifyInstance,
  options: RouteOptions,
): Promise<void> {
  const { db, changes } = options
  const base = '/api/v1/combat_actors'
  type WithId = { Params: { id: string } }

  app.post(base, async (request) => {
    const caller = await requirePlayer(request)
    const { actor_type, actor_id, chronicle_id, ...sent } = parseItemBody(
      kind,
      combatActorSchemas.create,
      request.body,
    )
    const { membership } = await visibleChronicle(db, String(chronicle_id), caller)
    if (!isStoryteller(caller, membership)) {
      throw forbidden(`Only the storyteller of chronicle ${chronicle_id} can add combat actors`)
    }
    const source = await findItem(db, KINDS[actor_type], actor_id)
    const sourceChronicle = source && (await chronicleAccess(db, owned(source.entity).chronicle_id))
    if (
      !source ||
      !canCreateCombatActor(caller, membership, owned(source.entity), sourceChronicle ?? null)
    ) {
      throw unprocessable({
        actor_id: [{ error: `There is no ${actor_type} ${actor_id} that you can see` }],
      })
    }
    const fields = combatActorSchemas.fields.parse({ name: source.entity.name, ...sent })
    const { actor, audience } = await createCombatActor(db, {
      player_id: caller.id,
      chronicle_id,
      actor_type,
      actor_id,
      fields,
    })
    const [full] = await withPoisons(db, [actor])
    changes.publish(created(kind, full!, audience))
    return full
  })

  app.get<WithId>(`${base}/:id`, async (request, reply) => {
    const viewer = (await request.currentPlayer()) ?? null
    const { actor } = await visibleCombatActor(db, request.params.id, viewer)
    const [full] = await withPoisons(db, [actor])
    const poisons = (full!.poisons as Entity[]).flatMap((poison) => [poison.id, poison.version])
    const etag = etagOf(['combat actor', actor.id, actor.version, ...(poisons as number[])])
    if (answeredNotModified(request, reply, etag)) return reply
    return full
  })

  app.patch<WithId>(`${base}/:id`, async (request) => {
    const caller = await requirePlayer(request)
    const context = await visibleCombatActor(db, request.params.id, caller)
    requireEditor(context, caller)
    const patch = parseItemBody(kind, combatActorSchemas.patch, request.body)
    const result = await updateCombatActor(db, context.actor.id, patch)
    if (!result) throw notFound(`There is no combat actor ${request.params.id} that you can see`)
    if (Object.keys(result.changes).length > 0) {
      const { actor, audience } = result
      const changed = { ...result.changes, version: actor.version, updated_at: actor.updated_at }
      changes.publish(updated(kind, actor, changed, audience))
    }
    return result.actor
  })

  app.delete<WithId>(`${base}/:id`, async (request, reply) => {
    const caller = await requirePlayer(request)
    const { actor, chronicle } = await visibleCombatActor(db, request.params.id, caller)
    if (!canDeleteCombatActor(caller, actor, chronicle)) {
      throw forbidden('Only the storyteller can take a combat actor out of combat')
    }
    const deleted = await deleteCombatActor(db, actor.id)
    if (deleted) changes.publish(destroyed(kind, deleted.actor, deleted.audience))
    return reply.code(204).send()
  })

  app.post<WithId>(`${base}/:id/duplicate`, async (request) => {
    const caller = await requirePlayer(request)
    const { actor, chronicle } = await visibleCombatActor(db, request.params.id, caller)
    if (!canCreateCombatActor(caller, chronicle, actor, chronicle)) {
      throw forbidden('Only the storyteller can add combat actors')
    }
    const copy = await duplicateCombatActor(db, actor.id, caller.id)
    if (!copy) throw notFound(`There is no combat actor ${request.params.id} that you can see`)
    const [full] = await withPoisons(db, [copy.actor])
    changes.publish(created(kind, full!, copy.audience))
    return full
  })
}
