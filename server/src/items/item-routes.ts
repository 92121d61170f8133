import {
  CHRONICLE_ITEM_KINDS,
  canDeleteItem,
  DUPLICATED_CHILDREN,
  duplicateFields,
  KINDS,
  type KindDefinition,
  withoutSecrets,
} from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { acceptsGzip } from '../http/accept-encoding.ts'
import { baseVersionOf } from '../http/base-version.ts'
import { answeredNotModified, etagOf } from '../http/conditional-get.ts'
import { pageRequestOf, sendPageHeaders } from '../http/paging.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { fullItemGzip, fullItemsJson, jsonArray, showEtag, viewedTag } from './full-items.ts'
import { mayEdit, owned, ownerOutsideChronicleOnly, visibleItem } from './item-access.ts'
import { parseItemBody } from './item-body.ts'
import { destroyed } from './item-changes.ts'
import type { Entity } from './item-document.ts'
import { newItemFields } from './item-drafts.ts'
import { patchItem } from './item-patch.ts'
import { listItems } from './item-reads.ts'
import {
  createItemWriteQueue,
  type ItemWriteQueue,
  type WriteQueueWatch,
} from './item-write-queue.ts'
import { deleteItem, insertItem, insertItemWithCopies } from './item-writes.ts'
import { answerNew } from './new-item-answer.ts'

/**
 * Characters, qcs and battlegroups: create, show, the owner's paged list, PATCH, DELETE and
 * duplicate, one set of routes per kind, all driven by the kind registry.
 */
export async function itemRoutes(
  app: FastifyInstance,
  options: RouteOptions & { writeQueue?: WriteQueueWatch },
): Promise<void> {
  const queue = createItemWriteQueue(options.db, options.changes, options.writeQueue)
  for (const name of CHRONICLE_ITEM_KINDS) registerKind(app, KINDS[name], options, queue)
}

/** The fields of a top-level item that a copy or a new item starts from. */
function writableFieldsOf(kind: KindDefinition, entity: Entity): Entity {
  const fields: Entity = {}
  for (const field of [...kind.schemas.writableFields, ...kind.schemas.createOnlyFields]) {
    if (Object.hasOwn(entity, field)) fields[field] = entity[field]
  }
  return fields
}

function registerKind(
  app: FastifyInstance,
  kind: KindDefinition,
  options: RouteOptions,
  queue: ItemWriteQueue,
) {
  const { db, changes } = options
  const writers = { db, changes, queue }
  const base = `/api/v1/${kind.plural}`

  app.post(base, async (request) => {
    const caller = await requirePlayer(request)
    const input = parseItemBody(kind, kind.schemas.create, request.body) as Entity
    const fields = newItemFields(kind, input, null)
    const { entity } = await insertItem(db, kind, {
      ...fields,
      player_id: caller.id,
      chronicle_id: null,
    })
    return answerNew(db, kind, changes, entity)
  })

  app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
    const viewer = (await request.currentPlayer()) ?? null
    const context = await visibleItem(db, kind, request.params.id, viewer, { head: true })
    const viewed = { item: context.item, editor: mayEdit(context, viewer) }
    if (answeredNotModified(request, reply, showEtag(kind, viewed))) return reply
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding')
    if (acceptsGzip(request)) {
      return reply.header('content-encoding', 'gzip').send(await fullItemGzip(db, kind, viewed))
    }
    const [json] = await fullItemsJson(db, kind, [viewed])
    return reply.send(json)
  })

  app.get(base, async (request, reply) => {
    const caller = await requirePlayer(request)
    const page = pageRequestOf(request)
    const { items, total } = await listItems(db, kind, { owner: caller.id }, page)
    // A player's own list holds only items they own, so they see every secret.
    const viewed = items.map((item) => ({ item, editor: true }))
    sendPageHeaders(request, reply, page, total)
    const etag = etagOf([kind.plural, page.page, page.limit, total, ...viewed.flatMap(viewedTag)])
    if (answeredNotModified(request, reply, etag)) return reply
    const texts = await fullItemsJson(db, kind, viewed)
    return reply.type('application/json; charset=utf-8').send(jsonArray(texts))
  })

  app.patch<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
    const caller = await requirePlayer(request)
    return patchItem(writers, caller, kind, request.body, baseVersionOf(request), () =>
      visibleItem(db, kind, request.params.id, caller, { head: true }),
    )
  })

  app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
    const caller = await requirePlayer(request)
    const context = await visibleItem(db, kind, request.params.id, caller)
    const entity = context.item.entity
    if (!canDeleteItem(caller, owned(entity))) {
      throw ownerOutsideChronicleOnly(kind, entity, caller, ['delete it', 'deleting it'])
    }
    const { audience } = await deleteItem(db, kind, entity, null)
    changes.publish(destroyed(kind, entity, audience))
    return reply.code(204).send()
  })

  const heavy = app.heavyWork
  app.post<{ Params: { id: string } }>(`${base}/:id/duplicate`, heavy, async (request) => {
    const caller = await requirePlayer(request)
    const context = await visibleItem(db, kind, request.params.id, caller)
    const source = mayEdit(context, caller)
      ? context.item.entity
      : withoutSecrets(kind.name, context.item.entity)
    const fields = duplicateFields(
      writableFieldsOf(kind, source) as Parameters<typeof duplicateFields>[0],
    )
    const entity = await insertItemWithCopies(
      db,
      kind,
      { ...fields, player_id: caller.id, chronicle_id: null },
      {
        kind: kind.name,
        id: source.id as number,
        kinds: DUPLICATED_CHILDREN[kind.name as keyof typeof DUPLICATED_CHILDREN],
      },
    )
    return answerNew(db, kind, changes, entity)
  })
}
