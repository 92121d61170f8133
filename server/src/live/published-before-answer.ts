import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Hands the feed's promise for one published change to the request that published it. */
export type PublishedTracker = (published: Promise<void>) => void

/**
 * Holds each answer until every change its request published is on the bus. With several
 * server processes this is what makes an acknowledged write reach the other processes'
 * sockets even when this process dies the moment after answering: without it the change was
 * committed and answered, but its event could still be waiting here and die with the process.
 */
export function holdAnswersUntilPublished(app: FastifyInstance): PublishedTracker {
  const ofRequest = new AsyncLocalStorage<Promise<void>[]>()
  const pending = new WeakMap<FastifyRequest, Promise<void>[]>()
  // preHandler, not onRequest: the handler runs in this hook's continuation, after the body
  // has been read (reading it would leave the context behind).
  app.addHook('preHandler', (request, _reply, done) => {
    const published: Promise<void>[] = []
    pending.set(request, published)
    ofRequest.run(published, done)
  })
  app.addHook('onSend', async (request, _reply, payload) => {
    const published = pending.get(request)
    if (published !== undefined && published.length > 0) await Promise.all(published)
    return payload
  })
  return (published) => ofRequest.getStore()?.push(published)
}
