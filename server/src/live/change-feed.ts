import type { Db } from '../db/schema.ts'
import { forgetsNothing } from '../read-cache/read-cache.ts'
import { staleReadsOf } from '../read-cache/stale-reads.ts'
import type { LiveBus } from './bus.ts'
import { envelopeOf, orderKeyOf } from './change-envelope.ts'
import type { Change, ChangePublisher } from './changes.ts'
import type { EnvelopeEvents } from './envelope.ts'

/**
 * The publisher the API routes call after each commit. Working out an envelope reads the
 * database, so changes to one entity are worked out one after another, in the order they
 * were published; a failure is logged, never thrown at the route whose change is already
 * committed. With one process they never delay the HTTP answer; with several, the answer
 * waits until they are on the bus (published-before-answer.ts).
 */
export interface ChangeFeed extends ChangePublisher {
  /** Resolves when every change published so far is on the bus. */
  drain(): Promise<void>
}

/** The envelope of a change that no socket hears of but that made reads stale. */
const NO_EVENTS: EnvelopeEvents = { order: null, deliveries: [], disconnect: [] }

export function createChangeFeed(deps: {
  db: Db
  bus: LiveBus
  onError: (error: unknown, change: Change) => void
  /** Told of each change's way to the bus (resolving once it and those before it are on it). */
  onPublishing?: (published: Promise<void>) => void
}): ChangeFeed {
  const tails = new Map<string, Promise<void>>()
  const work = async (change: Change, publishedAt: number) => {
    const stale = staleReadsOf(change)
    // Other processes forget what the change made stale even when its events are lost.
    const events = await envelopeOf(deps.db, change).catch((error: unknown) => {
      deps.onError(error, change)
      return null
    })
    if (events === null && forgetsNothing(stale)) return
    try {
      await deps.bus.publish({ ...(events ?? NO_EVENTS), stale, published_at: publishedAt })
    } catch (error) {
      deps.onError(error, change)
    }
  }
  return {
    publish(change) {
      const key = orderKeyOf(change)
      const publishedAt = Date.now()
      const tail = (tails.get(key) ?? Promise.resolve()).then(() => work(change, publishedAt))
      tails.set(key, tail)
      deps.onPublishing?.(tail)
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key)
      })
    },
    async drain() {
      while (tails.size > 0) await Promise.all(tails.values())
    },
  }
}
