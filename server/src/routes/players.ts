import { canEditPlayer, playerUpdateSchema } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import type { Db, PlayerRow } from '../db/schema.ts'
import { forbidden, notFound, validate } from '../http/errors.ts'
import { parseId, unwrapBody } from '../http/request-body.ts'
import { deletePlayer, findPlayer, renamePlayer } from '../store/players.ts'

/** The signed-in player's own account: read it, rename it, delete it. */
export async function playerRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options

  app.get('/api/v1/players', async (request) => currentPlayerJson(await requirePlayer(request)))

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
    return playerJson(renamed)
  })

  app.delete('/api/v1/players', async (request) => {
    const caller = await requirePlayer(request)
    const deleted = await deletePlayer(db, caller.id)
    if (!deleted) throw notFound('Your account no longer exists')
    return currentPlayerJson(deleted)
  })
}

function playerJson(player: PlayerRow) {
  return {
    id: player.id,
    created_at: player.created_at,
    updated_at: player.updated_at,
    version: player.version,
    display_name: player.display_name,
  }
}

/** The caller's view of themselves; later issues fill the lists. The e-mail is never sent. */
function currentPlayerJson(player: PlayerRow) {
  return {
    ...playerJson(player),
    chronicles: [],
    own_chronicles: [],
    characters: [],
    qcs: [],
    battlegroups: [],
  }
}
