import { assocOf, type KindDefinition, type OwnedItem } from '@loom/core'
import type { ItemChange } from '../live/changes.ts'
import type { Entity } from '../store/item-document.ts'
import { parentOf } from '../store/item-tree.ts'

/**
 * The live-channel description of one committed change to an item or a child (see
 * live/changes.ts). `chronicleId` is the chronicle of the top-level item concerned, and for a
 * child `root` that item as the write saw it.
 */
type Parent = ItemChange['parent']

/** Where a child sits: its parent and the parent's list holding it; null for top-level items. */
export function parentLink(kind: KindDefinition, entity: Entity): Parent {
  if (kind.parents.length === 0) return null
  const parent = parentOf(kind, entity)
  return { type: parent.kind, id: parent.id, assoc: assocOf(kind, entity, parent.kind) }
}

export function created(
  kind: KindDefinition,
  entity: Entity,
  chronicleId: number | null,
  root: OwnedItem | null = null,
) {
  return change('create', kind, entity, null, chronicleId, root)
}

export function destroyed(
  kind: KindDefinition,
  entity: Entity,
  chronicleId: number | null,
  root: OwnedItem | null = null,
) {
  return change('destroy', kind, entity, null, chronicleId, root)
}

/**
 * An update; when it changed who may see the item (its chronicle or its hidden flag), `before`
 * tells the live channel who could see it before.
 */
export function updated(
  kind: KindDefinition,
  before: Entity,
  after: Entity,
  changes: Record<string, unknown>,
  chronicleId: number | null,
  root: OwnedItem | null = null,
): ItemChange {
  const item = change('update', kind, after, changes, chronicleId, root)
  if (!('hidden' in changes) && !('chronicle_id' in changes)) return item
  return {
    ...item,
    before: {
      chronicle_id: (before.chronicle_id as number | null) ?? null,
      hidden: before.hidden === true,
    },
  }
}

function change(
  event: ItemChange['event'],
  kind: KindDefinition,
  entity: Entity,
  changes: Record<string, unknown> | null,
  chronicleId: number | null,
  root: OwnedItem | null,
): ItemChange {
  return {
    kind: 'item',
    event,
    type: kind.name,
    id: entity.id as number,
    parent: parentLink(kind, entity),
    entity,
    changes,
    chronicle_id: chronicleId,
    root,
    version: entity.version as number,
  }
}
