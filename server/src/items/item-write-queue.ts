import { AsyncLocalStorage } from 'node:async_hooks'
import type { KindDefinition } from '@loom/core'
import type { Db } from '../db/schema.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { updated } from './item-changes.ts'
import type { Entity } from './item-document.ts'
import { type SeriesChange, type SeriesOutcome, updateItemSeries } from './item-series.ts'

/**
 * Changes to one top-level item that arrive while a write to it is under way wait here, and
 * are then written together in one transaction (item-series.ts). A table editing one
 * sheet at once so pays for one locked read and one UPDATE per batch instead of per change,
 * and on PostgreSQL the row's lock is held once per batch, not once per change. A change
 * that finds no write under way starts at once, so a lone edit waits for nothing.
 */
export interface ItemWriteQueue {
  /**
   * Writes `change` over the item. Resolves with the entity as it left it (unpublished when
   * it changed nothing); rejects with the error that refused it, VersionConflict included.
   */
  write(kind: KindDefinition, id: number, change: SeriesChange): Promise<Entity>
}

/** The most changes written in one transaction; the rest wait for the next. */
const MAX_BATCH = 64

interface Queued {
  readonly change: SeriesChange
  /**
   * Runs a function in the context of the request that sent the change: its live event must
   * count as that request's (published-before-answer.ts holds each answer for its own events).
   */
  readonly inSender: <T>(work: () => T) => T
  resolve(entity: Entity): void
  reject(error: unknown): void
}

export function createItemWriteQueue(db: Db, changes: ChangePublisher): ItemWriteQueue {
  /** Per item with a write under way or about to start, the changes not yet in one. */
  const waiting = new Map<string, Queued[]>()

  const settle = (kind: KindDefinition, queued: Queued, outcome: SeriesOutcome) => {
    if (outcome.status === 'failed') {
      queued.reject(outcome.error)
      return
    }
    if (outcome.status === 'updated') {
      const { entity, changes: fields, audience } = outcome
      queued.inSender(() => changes.publish(updated(kind, entity, fields, audience)))
    }
    queued.resolve(outcome.entity)
  }

  const runNext = async (kind: KindDefinition, id: number, key: string) => {
    const queue = waiting.get(key)!
    const batch = queue.splice(0, MAX_BATCH)
    try {
      const outcomes = await updateItemSeries(
        db,
        kind,
        id,
        batch.map((queued) => queued.change),
      )
      // In order, so that the live channel carries the versions in the order they were made.
      for (const [index, outcome] of outcomes.entries()) settle(kind, batch[index]!, outcome)
    } catch (error) {
      for (const queued of batch) queued.reject(error)
    }
    if (queue.length === 0) waiting.delete(key)
    else void runNext(kind, id, key)
  }

  return {
    write(kind, id, change) {
      return new Promise((resolve, reject) => {
        const key = `${kind.name}:${id}`
        const queued = { change, inSender: AsyncLocalStorage.snapshot(), resolve, reject }
        const queue = waiting.get(key)
        if (queue !== undefined) {
          queue.push(queued)
          return
        }
        waiting.set(key, [queued])
        // After the requests already read this turn: those for the same item join the batch.
        setImmediate(() => void runNext(kind, id, key))
      })
    },
  }
}
