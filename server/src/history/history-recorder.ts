import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/schema.ts'
import { now } from '../db/transaction.ts'
import {
  HISTORY_KEPT_PER_ITEM,
  type HistoryEntry,
  type HistoryItem,
  historyInsert,
  pruneHistory,
} from './item-history.ts'

/**
 * Recording item history from the one place every item write passes (items/item-writes.ts
 * and the write queue): the request that makes a change is what knows who makes it, so each
 * request's handler runs with its recorder in an AsyncLocalStorage (set in a preHandler hook,
 * as live/published-before-answer.ts does), and a write records through whatever recorder its
 * request carries. A write made outside a request (a script, a test calling the store)
 * records nothing.
 */
export interface HistoryRecorder {
  /** Off only for the write-path benchmark's comparison. */
  readonly recording: boolean
  /**
   * Counts entries written; answers the items whose history is due for pruning, which the
   * request prunes once it has answered (see createHistoryRecorder).
   */
  written(entries: readonly HistoryEntry[]): HistoryItem[]
  /** Deletes each item's changes beyond the allowance, one after another, in the background. */
  prune(items: readonly HistoryItem[]): void
}

/** A change as a write reports it: who made it may be left to the request. */
export type WrittenEntry = Omit<HistoryEntry, 'by'> & { readonly by?: number | null }

export interface HistorySettings {
  /** Off only for the write-path benchmark's comparison (ITEM_HISTORY=off). */
  readonly recording: boolean
  /** HISTORY_KEPT_PER_ITEM unless a test asks for fewer. */
  readonly keptPerItem?: number
}

interface RequestHistory {
  readonly recorder: HistoryRecorder
  readonly caller: () => Promise<number | null>
  /** Items whose history is pruned once the request has answered (its writes committed). */
  readonly due: HistoryItem[]
}

const ofRequest = new AsyncLocalStorage<RequestHistory>()

/**
 * What a write is to record, with who made each change: the rows to insert in its transaction,
 * and `inserted` to call once they are. Null when nothing is to be recorded.
 */
export interface PendingHistory {
  readonly entries: readonly HistoryEntry[]
  readonly at: string
  inserted(): void
}

export async function pendingHistory(
  entries: readonly WrittenEntry[],
): Promise<PendingHistory | null> {
  const current = ofRequest.getStore()
  if (current === undefined || !current.recorder.recording || entries.length === 0) return null
  const caller = entries.some((entry) => entry.by === undefined) ? await current.caller() : null
  const complete = entries.map((entry) => ({
    ...entry,
    by: entry.by === undefined ? caller : entry.by,
  }))
  return {
    entries: complete,
    at: now(),
    inserted: () => current.due.push(...current.recorder.written(complete)),
  }
}

/** Records a write's changes in its transaction, through its request's recorder. */
export async function recordHistory(trx: Db, entries: readonly WrittenEntry[]): Promise<void> {
  const pending = await pendingHistory(entries)
  if (pending === null) return
  await historyInsert(trx, pending.entries, pending.at).execute()
  pending.inserted()
}

/** Every request of `app` records through one recorder (see HistoryRecorder). */
export function registerHistoryRecorder(
  app: FastifyInstance,
  db: Db,
  settings: HistorySettings,
): void {
  const recorder = createHistoryRecorder(db, settings, (error) =>
    app.log.error({ err: error }, 'item history pruning failed'),
  )
  const ofAnswered = new WeakMap<FastifyRequest, HistoryItem[]>()
  // preHandler, not onRequest: the handler runs in this hook's continuation.
  app.addHook('preHandler', (request, _reply, done) => {
    const caller = async () => (await request.currentPlayer())?.id ?? null
    const due: HistoryItem[] = []
    ofAnswered.set(request, due)
    ofRequest.run({ recorder, caller, due }, done)
  })
  app.addHook('onResponse', async (request) => {
    const due = ofAnswered.get(request)
    if (due !== undefined && due.length > 0) recorder.prune(due)
  })
}

/**
 * How many items' counts of changes since their last pruning one process keeps. Past it, the
 * item written longest ago is pruned now rather than forgotten, so its bound still holds and
 * the counts never outgrow the memory of a long-running server.
 */
export const ITEMS_COUNTED_AT_MOST = 10_000

/**
 * Records changes and keeps each item's history bounded: once an item has had a quarter of its
 * allowance recorded since it was last pruned, its oldest rows beyond the allowance are
 * deleted after the request that recorded it has answered, in a statement of its own (never in
 * a write's transaction, so pruning adds nothing to a write's time and cannot fail it). An item
 * so holds at most `keptPerItem` changes plus a quarter, counted per server process.
 */
export function createHistoryRecorder(
  db: Db,
  settings: HistorySettings,
  onPruneError: (error: unknown) => void,
  countedAtMost = ITEMS_COUNTED_AT_MOST,
): HistoryRecorder {
  const kept = settings.keptPerItem ?? HISTORY_KEPT_PER_ITEM
  const pruneEvery = Math.max(1, Math.floor(kept / 4))
  // In the order last written (each count is re-inserted), so the first is the stalest.
  const sincePruned = new Map<string, { item: HistoryItem; count: number }>()
  const waiting = new Set<string>()
  let pruning: Promise<void> = Promise.resolve()

  return {
    recording: settings.recording,
    written(entries) {
      const due: HistoryItem[] = []
      const addDue = (item: HistoryItem) => {
        if (!due.some((other) => other.kind === item.kind && other.id === item.id)) due.push(item)
      }
      for (const { item } of entries) {
        const key = `${item.kind}:${item.id}`
        const count = (sincePruned.get(key)?.count ?? 0) + 1
        sincePruned.delete(key)
        if (count >= pruneEvery) {
          addDue(item)
          continue
        }
        sincePruned.set(key, { item, count })
        if (sincePruned.size > countedAtMost) {
          const [stalestKey, stalest] = sincePruned.entries().next().value!
          sincePruned.delete(stalestKey)
          addDue(stalest.item)
        }
      }
      return due
    },
    prune(items) {
      for (const item of items) {
        // An item already waiting for its pruning needs no second one: that one will see it all.
        const key = `${item.kind}:${item.id}`
        if (waiting.has(key)) continue
        waiting.add(key)
        pruning = pruning.then(() => {
          waiting.delete(key)
          return pruneHistory(db, item, kept).catch(onPruneError)
        })
      }
    },
  }
}
