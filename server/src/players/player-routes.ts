import { canEditPlayer, KINDS, playerUpdateSchema } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import type { SessionCookie } from '../auth/session-cookie.ts'
import { chronicleFields } from '../chronicles/chronicle-json.ts'
import { chroniclesOfPlayer } from '../chronicles/chronicle-records.ts'
import { placementChange } from '../chronicles/placement-change.ts'
import { forbidden, notFound, validate } from '../http/errors.ts'
import { parseId, unwrapBody } from '../http/request-body.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { destroyed, updated } from '../items/item-changes.ts'
import { deletePlayer, findPlayer, ownItemSummaries, renamePlayer } from './player-accounts.ts'
import { emptyPlayerJson, playerJson } from './player-json.ts'

/** The signed-in player's own account: read it, rename it, delete it. */
export async function playerRoutes(
  app: FastifyInstance,
  options: RouteOptions & { sessionCookie: SessionCookie },
): Promise<void> {
  const { db, changes } = options

  app.get('/api/v1/players', async (request) => {
    const caller = await requirePlayer(request)
    return {
      ...playerJson(caller),
      ...(await chroniclesOfPlayer(db, caller.id)),
      ...(await ownItemSummaries(db, caller.id)),
    }
  })

  app.patch<{ Params: { id: string } }>('/api/v1/players/:id', async (request) => {
    const caller = await requirePlayer(request)
    const id = parseId(request.params.id)
    const target = id === undefined ? undefined : await findPlayer(db, id)
    if (!target) throw notFound(`Player ${request.params.id} does not exist`)
    if (!canEditPlayer(caller.id, target.id))
      throw forbidden('You can only change your own account')
    const { display_name } = validate(playerUpdateSchema, unwrapBody(request.body, 'player'))
    const renamed = await renamePlayer(db, target.id, display_name)
    if (!renamed) throw notFound(`Player ${request.params.id} does not exist`)
    const json = playerJson(renamed)
    const nameChange = { display_name: json.display_name, updated_at: json.updated_at }
    changes.publish(updated(KINDS.player, json, nameChange, null))
    return json
  })

  app.delete('/api/v1/players', async (request, reply) => {
    const caller = await requirePlayer(request)
    const deleted = await deletePlayer(db, caller.id)
    if (!deleted) throw notFound('Your account no longer exists')
    for (const { chronicle, member_ids } of deleted.chronicles) {
      changes.publish({
        kind: 'chronicle_deleted',
        chronicle: chronicleFields(chronicle, null),
        member_ids,
      })
    }
    for (const item of deleted.detached) changes.publish(placementChange(item))
    for (const { kind, entity, audience } of deleted.itemsInChronicles) {
      changes.publish(destroyed(KINDS[kind], entity, audience))
    }
    for (const offer of deleted.cancelledOffers) changes.publish(offer)
    changes.publish({ kind: 'player_deleted', player_id: caller.id })
    options.sessionCookie.clear(reply)
    return emptyPlayerJson(deleted.player)
  })
}
