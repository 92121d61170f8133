import { AsyncLocalStorage } from 'node:async_hooks'
import type { ItemAudience, KindDefinition } from '@loom/core'
import { engineOfDb, hasRevision, type ItemDb, itemDb } from '../db/item-tables.ts'
import type { Db } from '../db/schema.ts'
import { inTransaction, now, VersionConflict } from '../db/transaction.ts'
import {
  type PendingHistory,
  pendingHistory,
  type WrittenEntry,
} from '../history/history-recorder.ts'
import { HISTORY_KINDS, type HistoryItem, historyInsert } from '../history/item-history.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { updated } from './item-changes.ts'
import { changedFields, type Entity, rowUpdateOf, withChanges } from './item-document.ts'
import { footingOf, patchedEntity, requireBaseVersion } from './item-drafts.ts'
import { readItem } from './item-reads.ts'
import { entityAudienceIn, rememberedMemberships } from './item-sight.ts'
import { fieldChangesOf, type UpdateResult } from './item-writes.ts'

/**
 * Changes to one top-level item that arrive while a write to it is under way wait here, and
 * are then written together in one transaction (updateItemSeries below). A table editing one
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

/** What the queue reports to the metrics: changes joining or leaving the wait, each batch. */
export interface WriteQueueWatch {
  waiting(delta: number): void
  batch(size: number): void
}

const UNWATCHED: WriteQueueWatch = { waiting: () => {}, batch: () => {} }

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

export function createItemWriteQueue(
  db: Db,
  changes: ChangePublisher,
  watch: WriteQueueWatch = UNWATCHED,
): ItemWriteQueue {
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
    watch.waiting(-batch.length)
    watch.batch(batch.length)
    try {
      // In the context of the request whose change leads the batch, which is still waiting for
      // it: that request records the batch's history and prunes it once it has answered.
      const series = batch.map((queued) => queued.change)
      const outcomes = await batch[0]!.inSender(() => updateItemSeries(db, kind, id, series))
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
        watch.waiting(1)
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

/**
 * Several changes to one top-level item written in one transaction, one after another over
 * the row as each left it: one read of the locked row and one UPDATE however many changes
 * there are. Each change keeps its own version, answer and live event, exactly as if it had
 * been written alone; one that is refused (a rule, a stale base version, a permission that no
 * longer holds) fails alone and the others still commit. The series is a command: it owns its
 * transaction and runs each PATCH's checks and rules itself, over the row as it stands.
 */
export interface SeriesChange {
  /** What the caller's permission rested on when it was checked (item-drafts.ts). */
  readonly footing: string
  /** The fields sent, merged over the item as the changes before this one left it. */
  readonly fields: Entity
  /** The version the change was based on, when the client sent one. */
  readonly baseVersion?: number | undefined
  /**
   * Who sent it, for the item's history: several players' changes may share a batch, which
   * runs in the first one's request. Left out, the change is that request's caller's.
   */
  readonly by?: number
}

/** Each change's outcome: as a lone write's (UpdateResult, with its audience), or refused. */
export type SeriesOutcome =
  | Extract<UpdateResult, { status: 'unchanged' }>
  | (Omit<Extract<UpdateResult, { status: 'updated' }>, 'reranked'> & {
      readonly audience: ItemAudience
    })
  | { readonly status: 'failed'; readonly error: unknown }

/**
 * Writes `series` in order over the item's locked row. Throws VersionConflict, and writes
 * nothing, when the row is gone or changed under the lock; a change whose caller's footing no
 * longer holds fails with VersionConflict alone, so that its caller starts over.
 */
export function updateItemSeries(
  db: Db,
  kind: KindDefinition,
  id: number,
  series: readonly SeriesChange[],
): Promise<SeriesOutcome[]> {
  return inTransaction(db, async (trx) => {
    const before = await readItem(trx, kind, id, true)
    if (before === undefined) throw new VersionConflict()
    const at = now()
    const results: (Exclude<SeriesOutcome, { status: 'updated' }> | Step)[] = []
    const runs: ChangesByOne[] = []
    let current = before
    for (const { footing, fields, baseVersion, by } of series) {
      const next = attempt(() => {
        if (footingOf(kind, current) !== footing) throw new VersionConflict()
        requireBaseVersion(kind, current, baseVersion)
        // The kind's rules run as for a lone PATCH: one that refuses fails this change alone.
        return patchedEntity(kind, current, fields)
      })
      if (!next.ok) {
        results.push({ status: 'failed', error: next.error })
        continue
      }
      const fieldChanges = changedFields(kind.schemas.writableFields, current, next.entity)
      if (Object.keys(fieldChanges).length === 0) {
        results.push({ status: 'unchanged', entity: current })
        continue
      }
      const changes = { ...fieldChanges, version: (current.version as number) + 1, updated_at: at }
      const entity = withChanges(kind, current, changes)
      results.push({ status: 'updated', entity, previous: current, changes })
      const run = runs.at(-1)
      if (run !== undefined && run.by === by) {
        run.to = entity
        for (const field of Object.keys(fieldChanges)) run.fields.add(field)
      } else {
        runs.push({ by, from: current, to: entity, fields: new Set(Object.keys(fieldChanges)) })
      }
      current = entity
    }
    if (current === before) return results as SeriesOutcome[]
    const history = HISTORY_KINDS.has(kind.name) ? historyOfRuns({ kind: kind.name, id }, runs) : []
    await writeLast(trx, kind, before, current, at, await pendingHistory(history))
    const memberships = rememberedMemberships(trx)
    const outcomes: SeriesOutcome[] = []
    for (const result of results) {
      if (result.status !== 'updated') {
        outcomes.push(result)
        continue
      }
      const { entity, previous, changes } = result
      const audience = await entityAudienceIn(trx, entity, previous, memberships)
      outcomes.push({ status: 'updated', entity, changes, audience })
    }
    return outcomes
  })
}

/**
 * Consecutive changes one player made in a series: they share its instant, so the item's
 * history records them as one change, from the row before the first to the row after the last.
 * A table editing one sheet at once so adds a history row per player and batch, not per PATCH.
 */
export interface ChangesByOne {
  readonly by: number | undefined
  readonly from: Entity
  to: Entity
  readonly fields: Set<string>
}

/** One history entry per run; a run whose fields all came back to where they were records none. */
export function historyOfRuns(item: HistoryItem, runs: readonly ChangesByOne[]): WrittenEntry[] {
  return runs.flatMap(({ by, from, to, fields }) => {
    const changes = fieldChangesOf([...fields], from, to)
    if (Object.keys(changes).length === 0) return []
    return [{ item, child: null, by, event: 'update' as const, changes }]
  })
}

/** An accepted change before its audience is read. */
interface Step {
  readonly status: 'updated'
  readonly entity: Entity
  readonly previous: Entity
  readonly changes: Record<string, unknown>
}

function attempt(
  change: () => Entity,
): { ok: true; entity: Entity } | { ok: false; error: unknown } {
  try {
    return { ok: true, entity: change() }
  } catch (error) {
    return { ok: false, error }
  }
}

/**
 * The row as the last change left it, and the series' history; the version check guards
 * against a lost lock. On PostgreSQL the history's INSERT rides in the UPDATE's statement (a
 * data-modifying WITH): the batch holds the item's lock one round trip less.
 */
async function writeLast(
  trx: Db,
  kind: KindDefinition,
  before: Entity,
  last: Entity,
  at: string,
  history: PendingHistory | null,
) {
  const together = history !== null && engineOfDb(trx) === 'postgres'
  if (history !== null && !together) await historyInsert(trx, history.entries, history.at).execute()
  // Typed as the database: only its updateTable is used, which both builders have alike.
  const writer = together
    ? (itemDb(trx).with(
        'recorded',
        () => historyInsert(trx, history.entries, history.at) as never,
      ) as unknown as ItemDb)
    : itemDb(trx)
  const written = await writer
    .updateTable(kind.table)
    .set((eb) => ({
      ...rowUpdateOf(kind, engineOfDb(trx), last, at),
      version: last.version as number,
      ...(hasRevision(kind) ? { revision: eb(eb.ref('revision'), '+', 1) } : {}),
    }))
    .where('id', '=', before.id as number)
    .where('version', '=', before.version as number)
    .executeTakeFirst()
  if (Number(written.numUpdatedRows) !== 1) throw new VersionConflict()
  history?.inserted()
}
