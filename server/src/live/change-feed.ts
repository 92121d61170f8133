import type { Db } from '../db/schema.ts'
import type { LiveBus } from './bus.ts'
import { envelopeOf, orderKeyOf } from './change-envelope.ts'
import type { Change, ChangePublisher } from './changes.ts'

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

export function createChangeFeed(deps: {
  db: Db
  bus: LiveBus
  onError: (error: unknown, change: Change) => void
  /** Told of each change's way to the bus (resolving once it and those before it are on it). */
  onPublishing?: (published: Promise<void>) => void
}): ChangeFeed {
  const tails = new Map<string, Promise<void>>()
  const work = async (change: Change) => {
    try {
      const envelope = await envelopeOf(deps.db, change)
      if (envelope) await deps.bus.publish(envelope)
    } catch (error) {
      deps.onError(error, change)
    }
  }
  return {
    publish(change) {
      const key = orderKeyOf(change)
      const tail = (tails.get(key) ?? Promise.resolve()).then(() => work(change))
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
