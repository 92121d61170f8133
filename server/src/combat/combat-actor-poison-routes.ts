import { KINDS } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { baseVersionOf } from '../http/base-version.ts'
import { answeredNotModified, etagOf } from '../http/conditional-get.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { requireEditor, visibleChild } from '../items/item-access.ts'
import { parseItemBody } from '../items/item-body.ts'
import { created, destroyed } from '../items/item-changes.ts'
import type { Entity } from '../items/item-document.ts'
import { newItemFields } from '../items/item-drafts.ts'
import { patchItem } from '../items/item-patch.ts'
import { parentColumns } from '../items/item-tree.ts'
import { deleteItem, insertItem } from '../items/item-writes.ts'
import { visibleCombatActor } from './combat-actor-access.ts'

const poison = KINDS.poison

/**
 * Poisons on a combat actor, `/api/v1/combat_actors/{id}/poisons[/{poisonId}]`: create, show,
 * PATCH and DELETE, decided on the combat actor (its storyteller edits, members see). A poison
 * is found only under its own combat actor.
 */
export async function combatActorPoisonRoutes(
  app: FastifyInstance,
  options: RouteOptions,
): Promise<void> {
  const { db, changes } = options
  const base = '/api/v1/combat_actors/:actorId/poisons'
  type Params = { actorId: string; id: string }

  app.post<{ Params: Params }>(base, async (request) => {
    const caller = await requirePlayer(request)
    const input = parseItemBody(poison, poison.schemas.create, request.body) as Entity
    const parent = await visibleCombatActor(db, request.params.actorId, caller)
    requireEditor(parent, caller)
    const fields = newItemFields(poison, input, parent.item.entity)
    const placement = parentColumns(poison, { kind: 'combat_actor', id: parent.actor.id })
    const actor = { kind: KINDS.combat_actor, id: parent.actor.id }
    const { entity, audience } = await insertItem(db, poison, { ...fields, ...placement }, actor)
    changes.publish(created(poison, entity, audience, actor))
    return entity
  })

  app.get<{ Params: Params }>(`${base}/:id`, async (request, reply) => {
    const viewer = (await request.currentPlayer()) ?? null
    const parent = await visibleCombatActor(db, request.params.actorId, viewer)
    const child = await visibleChild(parent, poison, request.params.id, db)
    const entity = child.item.entity
    const etag = etagOf([poison.name, entity.id as number, entity.version as number])
    if (answeredNotModified(request, reply, etag)) return reply
    return entity
  })

  app.patch<{ Params: Params }>(`${base}/:id`, async (request) => {
    const caller = await requirePlayer(request)
    return patchItem(
      { db, changes },
      caller,
      poison,
      request.body,
      baseVersionOf(request),
      async () => {
        const parent = await visibleCombatActor(db, request.params.actorId, caller)
        return visibleChild(parent, poison, request.params.id, db)
      },
    )
  })

  app.delete<{ Params: Params }>(`${base}/:id`, async (request, reply) => {
    const caller = await requirePlayer(request)
    const parent = await visibleCombatActor(db, request.params.actorId, caller)
    const child = await visibleChild(parent, poison, request.params.id, db)
    requireEditor(child, caller)
    const actor = { kind: KINDS.combat_actor, id: parent.actor.id }
    const { audience } = await deleteItem(db, poison, child.item.entity, actor)
    changes.publish(destroyed(poison, child.item.entity, audience, actor))
    return reply.code(204).send()
  })
}
