import type { Delivery } from '@loom/core'
import type { StaleReads } from '../read-cache/read-cache.ts'

/**
 * What one committed change becomes on the bus between server processes: the events of each
 * recipient, worked out once by the process that made the change, and delivered by every
 * process to the sockets it holds.
 */
export interface Envelope {
  /** The entity the events are about and its version, so each process keeps them in order. */
  readonly order: { readonly key: string; readonly version: number } | null
  readonly deliveries: readonly Delivery[]
  /** Players whose sockets must close now (their account was deleted). */
  readonly disconnect: readonly number[]
  /**
   * What the change made stale in each process's read cache, forgotten on arrival, before
   * any ordering (read-cache/stale-reads.ts).
   */
  readonly stale: StaleReads
  /**
   * When the change was published, just after its commit (ms since the epoch), for the metric
   * of delivery delay; absent in envelopes from processes older than the metric.
   */
  readonly published_at?: number
}

/** What a change means for the sockets: the envelope but for what it makes stale. */
export type EnvelopeEvents = Omit<Envelope, 'stale'>
