import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../db/database.ts'

/**
 * Holds every answer that may follow a write until the writes committed before it are on
 * disk, so that a player told "saved" never loses the edit to a power cut. On SQLite this is
 * where the group commit's one sync for many writes is awaited. A request during whose life
 * nothing at all was written (most reads) passes straight through.
 */
export function holdAnswersUntilDurable(app: FastifyInstance, database: Database): void {
  const writesAtStart = new WeakMap<FastifyRequest, number>()
  app.addHook('onRequest', (request, _reply, done) => {
    writesAtStart.set(request, database.writeCount())
    done()
  })
  app.addHook('onSend', async (request, _reply, payload) => {
    if (database.writeCount() !== writesAtStart.get(request)) await database.untilDurable()
    return payload
  })
}
