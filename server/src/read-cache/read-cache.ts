import type { Db } from '../db/schema.ts'

/**
 * Rows a request reads before its transaction, kept by each server process so that a repeated
 * read of something unchanged asks the database nothing (cached-reads.ts says what is kept).
 * It holds only while the process hears every change: the live bus tells each process what
 * every committed change made stale (stale-reads.ts), and while the bus may be missing some
 * (Redis disconnected, not yet subscribed) nothing is cached at all.
 *
 * A read that started before a change committed may finish after the change was heard: it
 * then holds the old row, and must not store it. Each read in flight is noted under its key,
 * and forgetting the key spoils it.
 */
const MAX_ENTRIES = 10_000
/**
 * How long an entry is trusted at most. Every change that reaches the bus forgets its entries
 * at once; this bounds what a change that never reached it could leave behind (a failure
 * between a commit and its publication, a re-spread of ranks, which moves versions unpublished).
 */
export const READ_TTL_MS = 10_000

/** What a change made stale: entries by key, or everything. */
export type StaleReads = readonly string[] | 'all'

export function forgetsNothing(stale: StaleReads): boolean {
  return stale !== 'all' && stale.length === 0
}

interface Entry {
  readonly value: unknown
  readonly expiresAt: number
}

interface Reading {
  spoiled: boolean
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>()
  readonly #reading = new Map<string, Set<Reading>>()
  readonly #maxEntries: number
  readonly #now: () => number
  /** Until a bus says it hears every change, nothing is cached. */
  #hearing = false

  constructor(options: { maxEntries?: number; now?: () => number } = {}) {
    this.#maxEntries = options.maxEntries ?? MAX_ENTRIES
    this.#now = options.now ?? Date.now
  }

  /** The value under `key`, from the cache or from `load` (undefined is never kept). */
  async read<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const entry = this.#entries.get(key)
    if (entry !== undefined) {
      this.#entries.delete(key)
      if (entry.expiresAt > this.#now()) {
        this.#entries.set(key, entry)
        return entry.value as T
      }
    }
    if (!this.#hearing) return load()
    const reading: Reading = { spoiled: false }
    const readings = this.#reading.get(key) ?? new Set()
    readings.add(reading)
    this.#reading.set(key, readings)
    let value: T | undefined
    try {
      value = await load()
    } finally {
      readings.delete(reading)
      if (readings.size === 0) this.#reading.delete(key)
    }
    if (!reading.spoiled && value !== undefined) this.#store(key, value)
    return value
  }

  /** Drops what a change made stale, and spoils the reads of it still in flight. */
  forget(stale: StaleReads): void {
    if (stale === 'all') {
      this.#entries.clear()
      for (const readings of this.#reading.values()) spoil(readings)
      return
    }
    for (const key of stale) {
      this.#entries.delete(key)
      spoil(this.#reading.get(key))
    }
  }

  /**
   * Whether the process hears every change from now on. Once it may have missed one, nothing
   * cached can be trusted: all is forgotten, and nothing is kept until it hears again.
   */
  setHearing(hearing: boolean): void {
    if (!hearing) this.forget('all')
    this.#hearing = hearing
  }

  #store(key: string, value: unknown): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, expiresAt: this.#now() + READ_TTL_MS })
    if (this.#entries.size > this.#maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
  }
}

function spoil(readings: Set<Reading> | undefined): void {
  for (const reading of readings ?? []) reading.spoiled = true
}

const caches = new WeakMap<Db, ReadCache>()

/**
 * The cache of one database, shared by whatever uses that database object in this process
 * (apps and tests on different databases never share one). Its live channel tells it what to
 * forget and whether it hears every change.
 */
export function readCacheOf(db: Db): ReadCache {
  let cache = caches.get(db)
  if (cache === undefined) {
    cache = new ReadCache()
    caches.set(db, cache)
  }
  return cache
}
