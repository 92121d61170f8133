import type { ApiError } from '../../api/client.ts'
import type { Row } from '../../api/types.ts'
import type { Mutation } from '../../offline/outbox-store.ts'
import type { StoreDeps } from '../app-state.ts'

// What the outbox keeps beside the store's state, per store (functions and timers, which the
// state must not hold), and the small rules every part of it shares.

/** How an edit ended: `kept` unless it was refused (or could not be kept); `row` as answered. */
export interface Settled {
  kept: boolean
  row?: Row
  failure?: ApiError
}

/** What waits on the device for each store: who hears how their edit ended, the retries. */
export interface Waiting {
  settlers: Map<number, ((settled: Settled) => void)[]>
  merges: Map<number, number>
  retry: ReturnType<typeof setTimeout> | null
  retries: number
  lastSeq: number
  /** The device's write of each mutation still under way: its removal waits for it. */
  keeping: Map<number, Promise<void>>
}
const waitingByStore = new WeakMap<StoreDeps, Waiting>()

export function waitingOf(deps: StoreDeps): Waiting {
  let waiting = waitingByStore.get(deps)
  if (!waiting) {
    waiting = {
      settlers: new Map(),
      merges: new Map(),
      retry: null,
      retries: 0,
      lastSeq: 0,
      keeping: new Map(),
    }
    waitingByStore.set(deps, waiting)
  }
  return waiting
}

export function settle(deps: StoreDeps, seq: number, settled: Settled): void {
  const { settlers } = waitingOf(deps)
  for (const resolve of settlers.get(seq) ?? []) resolve(settled)
  settlers.delete(seq)
}

/** Places in the outbox follow the clock, so that they keep their order over reloads. */
export function nextSeq(deps: StoreDeps): number {
  const waiting = waitingOf(deps)
  waiting.lastSeq = Math.max(Date.now() * 1000, waiting.lastSeq + 1)
  return waiting.lastSeq
}

/** One row's mutations go one at a time, in order; a create waits behind its list's. */
export const laneOf = (mutation: Mutation) =>
  mutation.op === 'create' && mutation.link
    ? `${mutation.link.kind}/${mutation.link.id}/${mutation.link.assoc}`
    : `${mutation.kind}/${mutation.id}`

export function valuesOf(row: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null]))
}
