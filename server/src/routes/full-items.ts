import { type KindDefinition, withoutSecrets } from '@loom/core'
import type { Db } from '../db/schema.ts'
import type { Entity } from '../store/item-document.ts'
import { withChildren } from '../store/item-tree.ts'
import type { StoredItem } from '../store/items.ts'
import { etagOf } from './conditional-get.ts'

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
