import type { LiveEvent, LiveMessage } from '@loom/core'
import type { StaleReads } from '../read-cache/read-cache.ts'

/** One event and the players whose sockets receive it. */
export interface Delivery {
  readonly player_ids: readonly number[]
  readonly event: LiveMessage
}

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
}

/** What a change means for the sockets: the envelope but for what it makes stale. */
export type EnvelopeEvents = Omit<Envelope, 'stale'>

/** Groups recipients who receive the same event, built once per group. */
export function groupDeliveries<K extends string>(
  recipients: readonly number[],
  groupOf: (playerId: number) => K | null,
  eventOf: (group: K, firstPlayerId: number) => LiveEvent | null,
): Delivery[] {
  const groups = new Map<K, number[]>()
  for (const playerId of recipients) {
    const group = groupOf(playerId)
    if (group === null) continue
    const members = groups.get(group)
    if (members) members.push(playerId)
    else groups.set(group, [playerId])
  }
  const deliveries: Delivery[] = []
  for (const [group, playerIds] of groups) {
    const event = eventOf(group, playerIds[0]!)
    if (event) deliveries.push({ player_ids: playerIds, event })
  }
  return deliveries
}
