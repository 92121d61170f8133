import { type KindDefinition, withoutSecrets } from '@loom/core'
import type { Db } from '../db/schema.ts'
import type { Entity } from '../store/item-document.ts'
import { withChildren } from '../store/item-tree.ts'
import type { StoredItem } from '../store/items.ts'
import { etagOf } from './conditional-get.ts'
import { sheetCacheOf } from './sheet-cache.ts'

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
 * The same as JSON text, each item rendered once per audience and revision (sheet-cache.ts);
 * what is not cached yet is loaded in one batch.
 */
export async function fullItemsJson(
  db: Db,
  kind: KindDefinition,
  viewed: readonly Viewed[],
): Promise<string[]> {
  const cache = sheetCacheOf(db)
  const texts = viewed.map(({ item, editor }) => cache.get(kind, item, editor))
  const missing = viewed.filter((_, index) => texts[index] === undefined)
  if (missing.length === 0) return texts as string[]
  const rendered = (await fullItems(db, kind, missing)).map((entity) => JSON.stringify(entity))
  for (const [index, { item, editor }] of missing.entries()) {
    cache.set(kind, item, editor, rendered[index]!)
  }
  let next = 0
  return texts.map((text) => text ?? rendered[next++]!)
}

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
