import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleItemKind,
  canAddToChronicle,
  canEditItem,
  canRemoveFromChronicle,
  isStoryteller,
  KINDS,
  type KindDefinition,
  type OwnedItem,
} from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { combatActorsIn, withPoisons } from '../combat/combat-actors.ts'
import { answeredNotModified, etagOf } from '../http/conditional-get.ts'
import { forbidden, HttpError, unprocessable } from '../http/errors.ts'
import { pageRequestOf, sendPageHeaders } from '../http/paging.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { fullItems, viewedTag } from '../items/full-items.ts'
import { kindLabel, owned, visibleItem } from '../items/item-access.ts'
import type { Entity } from '../items/item-document.ts'
import { listItems } from '../items/item-reads.ts'
import { placeItem } from './chronicle-contents.ts'
import { placementHappening } from './chronicle-happenings.ts'
import { visibleChronicle } from './chronicle-in-path.ts'
import { chronicleJson } from './chronicle-json.ts'
import { placementChange } from './placement-change.ts'

type ItemPath = { Params: { id: string; itemId: string } }

/**
 * What is in a chronicle: adding and removing characters, qcs and battlegroups, the paged
 * lists of each (in the chronicle's order) and its combat actors.
 *
 * Adding: the item's owner, when they run or belong to the chronicle; or the storyteller, for
 * an item of a member that the storyteller may already edit. Removing: the item's owner or the
 * chronicle's storyteller. A member's item leaves the chronicle when they leave it.
 */
export async function chronicleItemRoutes(
  app: FastifyInstance,
  options: RouteOptions,
): Promise<void> {
  for (const name of CHRONICLE_ITEM_KINDS) registerKind(app, name, options)
  const { db } = options

  app.get<{ Params: { id: string } }>(
    '/api/v1/chronicles/:id/combat_actors',
    async (request, reply) => {
      const caller = await requirePlayer(request)
      const { chronicle } = await visibleChronicle(db, request.params.id, caller)
      const actors = await combatActorsIn(db, chronicle.id)
      const etag = etagOf([
        'chronicle combat actors',
        chronicle.id,
        ...actors.flatMap((actor) => [actor.id, actor.version]),
      ])
      if (answeredNotModified(request, reply, etag)) return reply
      return withPoisons(db, actors)
    },
  )
}

function registerKind(app: FastifyInstance, name: ChronicleItemKind, options: RouteOptions) {
  const { db, changes } = options
  const kind = KINDS[name]
  const base = '/api/v1/chronicles/:id'

  /**
   * Moves the item into `chronicleId` or out of it (`into` false) and tells the live channel
   * and the chronicle's happenings; a handover offer of it in a chronicle it leaves closes.
   */
  const place = async (entity: Entity, item: OwnedItem, chronicleId: number, into: boolean) => {
    const moved = await placeItem(db, name, entity.id as number, item, into ? chronicleId : null)
    if (!moved) throw movedMeanwhile(kind)
    changes.publish(placementChange(moved.placed))
    for (const offer of moved.cancelledOffers) changes.publish(offer)
    const happening = into ? 'item_added' : 'item_removed'
    app.happenings.tell(placementHappening(chronicleId, happening, moved.placed))
  }

  app.post<ItemPath>(`${base}/add_${name}/:itemId`, async (request) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    const context = await visibleItem(db, kind, request.params.itemId, caller)
    const item = owned(context.item.entity)
    if (item.chronicle_id === chronicle.id) {
      throw unprocessable({
        [name]: [
          { error: `${kindLabel(kind)} ${request.params.itemId} is already in this chronicle` },
        ],
      })
    }
    if (!canAddToChronicle(caller, item, membership, context.chronicle)) {
      throw forbidden(
        `Only the owner of ${kindLabel(kind)} ${request.params.itemId}, or a storyteller who may edit it, can add it to a chronicle its owner plays in`,
      )
    }
    await place(context.item.entity, item, chronicle.id, true)
    return chronicleJson(db, chronicle, membership, caller)
  })

  app.post<ItemPath>(`${base}/remove_${name}/:itemId`, async (request) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    const context = await visibleItem(db, kind, request.params.itemId, caller)
    const item = owned(context.item.entity)
    if (item.chronicle_id !== chronicle.id) {
      throw unprocessable({
        [name]: [{ error: `${kindLabel(kind)} ${request.params.itemId} is not in this chronicle` }],
      })
    }
    if (!canRemoveFromChronicle(caller, item, membership)) {
      throw forbidden(
        `Only the owner of ${kindLabel(kind)} ${request.params.itemId} or the storyteller can remove it from the chronicle`,
      )
    }
    await place(context.item.entity, item, chronicle.id, false)
    return chronicleJson(db, chronicle, membership, caller)
  })

  app.get<{ Params: { id: string } }>(`${base}/${kind.plural}`, async (request, reply) => {
    const caller = await requirePlayer(request)
    const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
    const page = pageRequestOf(request)
    const scope = {
      chronicle: chronicle.id,
      viewer: caller.id,
      storyteller: isStoryteller(caller, membership),
    }
    const { items, total } = await listItems(db, kind, scope, page)
    const viewed = items.map((item) => ({
      item,
      editor: canEditItem(caller, owned(item.entity), membership),
    }))
    sendPageHeaders(request, reply, page, total)
    const etag = etagOf([
      `chronicle ${kind.plural}`,
      chronicle.id,
      page.page,
      page.limit,
      total,
      ...viewed.flatMap(viewedTag),
    ])
    if (answeredNotModified(request, reply, etag)) return reply
    return fullItems(db, kind, viewed)
  })
}

function movedMeanwhile(kind: KindDefinition) {
  return new HttpError(409, {
    error: `The ${kindLabel(kind)} moved to or from a chronicle meanwhile; reload it and try again`,
  })
}
