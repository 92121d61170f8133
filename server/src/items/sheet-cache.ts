import type { KindDefinition } from '@loom/core'
import type { Db } from '../db/schema.ts'
import type { StoredItem } from './item-reads.ts'

/**
 * Full items already rendered as JSON (UTF-8 bytes, ready to send, and gzipped when a client
 * asked for that), per item and per audience (editors see secrets, viewers do not). An entry holds while the item's row says nothing changed: its revision
 * (bumped with any change to the item or anything under it), version and chronicle are read
 * on every request anyway, so each server process keeps its own cache without ever serving a
 * stale sheet. The least recently used entries go first.
 */
const MAX_ENTRIES = 2_000

/** Whose rendering, in which encoding. */
export type Rendering = `${'editor' | 'viewer'}:${'json' | 'gzip'}`

interface Entry {
  readonly stamp: string
  readonly renderings: Map<Rendering, Buffer>
}

export class SheetCache {
  readonly #entries = new Map<string, Entry>()

  get(kind: KindDefinition, item: StoredItem, rendering: Rendering): Buffer | undefined {
    const key = keyOf(kind, item)
    const entry = this.#entries.get(key)
    if (entry === undefined || entry.stamp !== stampOf(item)) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.renderings.get(rendering)
  }

  set(kind: KindDefinition, item: StoredItem, rendering: Rendering, bytes: Buffer): void {
    const key = keyOf(kind, item)
    const stamp = stampOf(item)
    const existing = this.#entries.get(key)
    const entry = existing?.stamp === stamp ? existing : { stamp, renderings: new Map() }
    entry.renderings.set(rendering, bytes)
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    if (this.#entries.size > MAX_ENTRIES) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
  }
}

export function renderingOf(editor: boolean, encoding: 'json' | 'gzip'): Rendering {
  return `${editor ? 'editor' : 'viewer'}:${encoding}`
}

function keyOf(kind: KindDefinition, item: StoredItem): string {
  return `${kind.name}:${item.entity.id}`
}

function stampOf(item: StoredItem): string {
  return `${item.revision}:${item.entity.version}:${item.entity.chronicle_id ?? ''}`
}

const caches = new WeakMap<Db, SheetCache>()

/** The cache of one database: apps (and tests) on different databases never share one. */
export function sheetCacheOf(db: Db): SheetCache {
  let cache = caches.get(db)
  if (cache === undefined) {
    cache = new SheetCache()
    caches.set(db, cache)
  }
  return cache
}
