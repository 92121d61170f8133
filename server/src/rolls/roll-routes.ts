import { canClearChronicleRolls, isStoryteller, rollRequestSchema } from '@loom/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { forbidden, validate } from '../http/errors.ts'
import { pageRequestOf, sendPageHeaders } from '../http/paging.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { cryptoRandom } from './crypto-random.ts'
import type { RollLimitHook } from './roll-limit.ts'
import {
  chronicleRolls,
  clearChronicleRolls,
  clearPersonalRolls,
  personalRolls,
  type RollPage,
} from './roll-log.ts'
import { takeRoll } from './take-roll.ts'

type WithId = { Params: { id: string } }

/**
 * The roll log: roll in a chronicle (its ST and members) or in a personal log, read the rolls
 * one may see, newest first and paged, and clear a log (a chronicle's by its ST, a personal
 * one by its player). The server rolls; a request only says what to roll.
 */
export async function rollRoutes(
  app: FastifyInstance,
  options: RouteOptions & { rollLimit: RollLimitHook },
): Promise<void> {
  const { db, changes, rollLimit } = options
  const deps = { db, changes, happenings: app.happenings, random: cryptoRandom }
  const answerPage = (request: FastifyRequest, reply: FastifyReply, page: RollPage) => {
    sendPageHeaders(request, reply, pageRequestOf(request), page.total)
    return page.rolls
  }

  app.post<WithId>(
    '/api/v1/chronicles/:id/rolls',
    { onRequest: rollLimit },
    async (request, reply) => {
      const caller = await requirePlayer(request)
      const { membership } = await visibleChronicle(db, request.params.id, caller)
      const roll = validate(rollRequestSchema, request.body ?? {})
      return reply.code(201).send(await takeRoll(deps, caller, membership, roll))
    },
  )

  app.post('/api/v1/rolls', { onRequest: rollLimit }, async (request, reply) => {
    const caller = await requirePlayer(request)
    const roll = validate(rollRequestSchema, request.body ?? {})
    return reply.code(201).send(await takeRoll(deps, caller, null, roll))
  })

  app.get<WithId>('/api/v1/chronicles/:id/rolls', async (request, reply) => {
    const caller = await requirePlayer(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    const viewer = { id: caller.id, storyteller: isStoryteller(caller, membership) }
    const page = await chronicleRolls(db, membership.id, viewer, pageRequestOf(request))
    return answerPage(request, reply, page)
  })

  app.get('/api/v1/rolls', async (request, reply) => {
    const caller = await requirePlayer(request)
    return answerPage(request, reply, await personalRolls(db, caller.id, pageRequestOf(request)))
  })

  app.delete<WithId>('/api/v1/chronicles/:id/rolls', async (request, reply) => {
    const caller = await requirePlayer(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    if (!canClearChronicleRolls(caller, membership)) {
      throw forbidden('Only the storyteller of this chronicle can clear its roll log')
    }
    await clearChronicleRolls(db, membership.id)
    changes.publish({ kind: 'rolls_cleared', chronicle_id: membership.id, player_id: caller.id })
    return reply.code(204).send()
  })

  app.delete('/api/v1/rolls', async (request, reply) => {
    const caller = await requirePlayer(request)
    await clearPersonalRolls(db, caller.id)
    changes.publish({ kind: 'rolls_cleared', chronicle_id: null, player_id: caller.id })
    return reply.code(204).send()
  })
}
