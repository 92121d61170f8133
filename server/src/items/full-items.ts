import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { type KindDefinition, withoutSecrets } from '@loom/core'
import type { Db } from '../db/schema.ts'
import { etagOf } from '../http/conditional-get.ts'
import { notFound } from '../http/errors.ts'
import type { Entity } from './item-document.ts'
import { findItems, type StoredItem } from './item-reads.ts'
import { withChildren } from './item-tree.ts'
import { renderingOf, sheetCacheOf } from './sheet-cache.ts'

const gzipAsync = promisify(gzip)

/**
 * Items as a viewer receives them in shows and lists: every child list embedded, and the
 * secret intimacies removed for whoever may not edit the item.
 */
export interface Viewed {
  readonly item: StoredItem
  /** Whether the viewer may edit the item, and so sees its secrets. */
  readonly editor: boolean
}

export async function fullItems(
  db: Db,
  kind: KindDefinition,
  viewed: readonly Viewed[],
): Promise<Entity[]> {
  const full = await withChildren(
    db,
    kind,
    viewed.map(({ item }) => item.entity),
  )
  return full.map((entity, index) =>
    viewed[index]!.editor ? entity : withoutSecrets(kind.name, entity),
  )
}

/**
 * The same as JSON (UTF-8 bytes), each item rendered once per audience and revision
 * (sheet-cache.ts). Items given as heads (findItemHead) are read whole only when their
 * rendering is not cached; everything missing is loaded in one batch.
 */
export async function fullItemsJson(
  db: Db,
  kind: KindDefinition,
  viewed: readonly Viewed[],
): Promise<Buffer[]> {
  const cache = sheetCacheOf(db)
  const texts = viewed.map(({ item, editor }) => cache.get(kind, item, renderingOf(editor, 'json')))
  const missing = viewed.filter((_, index) => texts[index] === undefined)
  if (missing.length === 0) return texts as Buffer[]
  const heads = missing.filter(({ item }) => item.head === true)
  const whole = new Map(
    (
      await findItems(
        db,
        kind,
        heads.map(({ item }) => item.entity.id as number),
      )
    ).map((item) => [item.entity.id, item]),
  )
  const complete = missing.map((viewing) => {
    if (viewing.item.head !== true) return viewing
    const item = whole.get(viewing.item.entity.id)
    // Deleted between reading its columns and its document.
    if (item === undefined) throw notFound(`${kind.name} ${viewing.item.entity.id} was deleted`)
    return { ...viewing, item }
  })
  const rendered = (await fullItems(db, kind, complete)).map((entity) =>
    Buffer.from(JSON.stringify(entity)),
  )
  for (const [index, { item, editor }] of missing.entries()) {
    cache.set(kind, item, renderingOf(editor, 'json'), rendered[index]!)
  }
  let next = 0
  return texts.map((text) => text ?? rendered[next++]!)
}

/** One full item, gzipped (compressed once per revision and audience). */
export async function fullItemGzip(db: Db, kind: KindDefinition, viewed: Viewed): Promise<Buffer> {
  const cache = sheetCacheOf(db)
  const rendering = renderingOf(viewed.editor, 'gzip')
  const cached = cache.get(kind, viewed.item, rendering)
  if (cached !== undefined) return cached
  const [json] = await fullItemsJson(db, kind, [viewed])
  const zipped = await gzipAsync(json!)
  cache.set(kind, viewed.item, rendering, zipped)
  return zipped
}

/** A JSON array of rendered items. */
export function jsonArray(items: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN]
  for (const [index, item] of items.entries()) {
    if (index > 0) parts.push(COMMA)
    parts.push(item)
  }
  parts.push(CLOSE)
  return Buffer.concat(parts)
}

const OPEN = Buffer.from('[')
const COMMA = Buffer.from(',')
const CLOSE = Buffer.from(']')

/** The parts of a full item's ETag: everything its body depends on. */
export function viewedTag({ item, editor }: Viewed): (string | number | null)[] {
  return [
    item.entity.id as number,
    item.revision,
    item.entity.version as number,
    (item.entity.chronicle_id as number | null) ?? null,
    editor ? 'editor' : 'viewer',
  ]
}

export function showEtag(kind: KindDefinition, viewed: Viewed): string {
  return etagOf([kind.name, ...viewedTag(viewed)])
}
