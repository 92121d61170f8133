import type { Envelope } from './envelope.ts'

/**
 * Carries envelopes from the process that made a change to every server process, itself
 * included, in the order they were published. In-process by default; Redis pub/sub when
 * REDIS_URL is set (redis-bus.ts).
 */
export interface LiveBus {
  publish(envelope: Envelope): Promise<void>
  /** One listener per process: the local delivery. */
  listen(listener: (envelope: Envelope) => void): void
  /** Resolves once envelopes published from now on will be heard. */
  ready(): Promise<void>
  /**
   * Tells `listener` whether this process hears every envelope published from now on (true)
   * or may be missing some (false: not yet subscribed, or disconnected): at once, then on each
   * change. One listener per process: its read cache (read-cache/).
   */
  watchHearing(listener: (hearing: boolean) => void): void
  /** Resolves when the bus can carry envelopes now; rejects with why it cannot. */
  answers(): Promise<void>
  /** The bus's network connections and whether each is ready; none in-process. */
  connections(): readonly BusConnection[]
  close(): Promise<void>
}

export interface BusConnection {
  readonly name: string
  readonly ready: boolean
}

/** The bus of a single server process. */
export function memoryBus(): LiveBus {
  let listener: (envelope: Envelope) => void = () => {}
  return {
    async publish(envelope) {
      // Asynchronous like the network bus, so callers never depend on delivery being inline.
      queueMicrotask(() => listener(envelope))
    },
    listen(next) {
      listener = next
    },
    async ready() {},
    watchHearing(next) {
      next(true)
    },
    async answers() {},
    connections: () => [],
    async close() {},
  }
}
