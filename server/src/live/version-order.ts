import type { Envelope } from './envelope.ts'

/** How long an event waits for the versions before it before going out anyway. */
export const VERSION_GAP_WAIT_MS = 250
/** Entities not heard of for this long are forgotten. */
const FORGET_AFTER_MS = 5 * 60 * 1000

interface Stream {
  last: number
  /**
   * Envelopes that arrived ahead of a missing version, by version, in arrival order: a
   * destroy repeats the version of the update before it, and neither may be dropped.
   */
  held: Map<number, Envelope[]>
  timer: NodeJS.Timeout | null
  seenAt: number
}

/**
 * Puts the events of each entity in version order before delivery. Two changes to one item
 * committed in order may still reach a process out of order (two server processes, or two
 * requests racing to the bus); an update carries only the changed fields, so a client that
 * skips a stale version must never see the newer one first. An envelope whose version is
 * past the next one waits until the gap fills, or VERSION_GAP_WAIT_MS at most (a version may
 * move without an event, e.g. a change nobody may see). Versions at or below the last one
 * delivered (a destroy repeats the last version) go out at once.
 */
export function createVersionOrder(
  deliver: (envelope: Envelope) => void,
  options: { waitMs?: number; now?: () => number } = {},
) {
  const waitMs = options.waitMs ?? VERSION_GAP_WAIT_MS
  const now = options.now ?? Date.now
  const streams = new Map<string, Stream>()

  const release = (stream: Stream) => {
    while (stream.held.has(stream.last + 1)) {
      stream.last += 1
      const envelopes = stream.held.get(stream.last)!
      stream.held.delete(stream.last)
      for (const envelope of envelopes) deliver(envelope)
    }
    if (stream.held.size === 0 && stream.timer) {
      clearTimeout(stream.timer)
      stream.timer = null
    }
  }

  const flush = (stream: Stream) => {
    stream.timer = null
    for (const version of [...stream.held.keys()].sort((a, b) => a - b)) {
      const envelopes = stream.held.get(version)!
      stream.held.delete(version)
      stream.last = Math.max(stream.last, version)
      for (const envelope of envelopes) deliver(envelope)
    }
  }

  const forgetIdle = (time: number) => {
    for (const [key, stream] of streams) {
      if (stream.held.size === 0 && time - stream.seenAt > FORGET_AFTER_MS) streams.delete(key)
    }
  }
  let lastSweep = now()

  return {
    accept(envelope: Envelope): void {
      const { order } = envelope
      if (order === null) {
        deliver(envelope)
        return
      }
      const time = now()
      if (time - lastSweep > FORGET_AFTER_MS) {
        forgetIdle(time)
        lastSweep = time
      }
      const stream = streams.get(order.key)
      if (stream === undefined) {
        streams.set(order.key, { last: order.version, held: new Map(), timer: null, seenAt: time })
        deliver(envelope)
        return
      }
      stream.seenAt = time
      if (order.version <= stream.last + 1) {
        stream.last = Math.max(stream.last, order.version)
        deliver(envelope)
        release(stream)
        return
      }
      const held = stream.held.get(order.version)
      if (held) held.push(envelope)
      else stream.held.set(order.version, [envelope])
      stream.timer ??= setTimeout(() => flush(stream), waitMs)
    },
    /** Delivers whatever still waits, e.g. at shutdown. */
    flushAll(): void {
      for (const stream of streams.values()) {
        if (stream.timer) clearTimeout(stream.timer)
        flush(stream)
      }
    },
  }
}
