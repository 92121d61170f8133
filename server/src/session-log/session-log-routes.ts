import { isStoryteller, type SessionLogLine } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { pageRequestOf, sendPageHeaders } from '../http/paging.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { keepSessionLog } from './session-log-keeper.ts'
import { chronicleLog } from './session-log-lines.ts'

/**
 * A chronicle's session log, kept from its happenings (session-log-keeper.ts): its storyteller
 * and members read the lines they may see, newest first, paged like every list; anyone else is
 * answered as if the chronicle did not exist.
 */
export async function sessionLogRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const { db, changes } = options
  keepSessionLog(app.happenings, db, changes)

  app.get<{ Params: { id: string } }>(
    '/api/v1/chronicles/:id/log',
    async (request, reply): Promise<SessionLogLine[]> => {
      const caller = await requirePlayer(request)
      const { membership } = await visibleChronicle(db, request.params.id, caller)
      const page = pageRequestOf(request)
      const reader = { id: caller.id, storyteller: isStoryteller(caller, membership) }
      const { lines, total } = await chronicleLog(db, membership.id, reader, page)
      sendPageHeaders(request, reply, page, total)
      return lines
    },
  )
}
