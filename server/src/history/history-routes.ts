import { CHRONICLE_ITEM_KINDS, KINDS, type KindDefinition } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { pageRequestOf, sendPageHeaders } from '../http/paging.ts'
import { parseId } from '../http/request-body.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { kindLabel, mayEdit, visibleItem } from '../items/item-access.ts'
import { historyJson } from './history-json.ts'
import { findChange, historyPage, ownChangesAfter } from './item-history.ts'
import { restorePatch } from './restore-patch.ts'

/**
 * The history of characters, qcs and battlegroups. Whoever may see the item may read it, newest
 * first and paged like every list; only its editors see secrets (history-json.ts). It names who
 * made each change, so a signed-out visitor of a public item gets 401; a player who may not see
 * the item gets the 404 of an unknown id, as for the item itself.
 * `…/history/:changeId/restore` answers, to editors only, the PATCH that brings the item's own
 * fields back to how they stood right after that change, and the version it was read at; the
 * restore is then sent as an ordinary PATCH with that version as its base.
 */
export async function historyRoutes(app: FastifyInstance, { db }: RouteOptions): Promise<void> {
  for (const name of CHRONICLE_ITEM_KINDS) registerKind(app, KINDS[name], db)
}

function registerKind(app: FastifyInstance, kind: KindDefinition, db: RouteOptions['db']) {
  const base = `/api/v1/${kind.plural}/:id/history`

  app.get<{ Params: { id: string } }>(base, async (request, reply) => {
    const viewer = await requirePlayer(request)
    const context = await visibleItem(db, kind, request.params.id, viewer, { head: true })
    const page = pageRequestOf(request)
    const item = { kind: kind.name, id: context.item.entity.id as number }
    const { changes, total } = await historyPage(db, item, page)
    sendPageHeaders(request, reply, page, total)
    reply.header('cache-control', 'private, no-store')
    return historyJson(db, changes, mayEdit(context, viewer))
  })

  app.get<{ Params: { id: string; changeId: string } }>(
    `${base}/:changeId/restore`,
    async (request, reply) => {
      const viewer = await requirePlayer(request)
      const context = await visibleItem(db, kind, request.params.id, viewer)
      const entity = context.item.entity
      if (!mayEdit(context, viewer)) {
        throw forbidden(
          `Only the owner of ${kindLabel(kind)} ${entity.id} or its chronicle's storyteller may restore it`,
        )
      }
      const item = { kind: kind.name, id: entity.id as number }
      const changeId = parseId(request.params.changeId)
      const change = changeId === undefined ? undefined : await findChange(db, item, changeId)
      if (change === undefined) {
        throw notFound(
          `${kindLabel(kind)} ${entity.id} has no change ${request.params.changeId} in its history`,
        )
      }
      const patch = restorePatch(kind, entity, await ownChangesAfter(db, item, change.id))
      reply.header('cache-control', 'private, no-store')
      return { patch, version: entity.version }
    },
  )
}
