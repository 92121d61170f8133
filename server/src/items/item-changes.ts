import { assocOf, type KindDefinition, type KindName } from '@loom/core'
import type { ItemChange } from '../live/changes.ts'
import type { Entity } from '../store/item-document.ts'
import { parentOf } from '../store/item-tree.ts'

/**
 * The live-channel description of one committed change to an item or a child (see
 * live/changes.ts). `chronicleId` is the chronicle of the top-level item concerned.
 */
type Parent = ItemChange['parent']

/** Where a child sits: its parent and the parent's list holding it; null for top-level items. */
export function parentLink(kind: KindDefinition, entity: Entity): Parent {
  if (kind.parents.length === 0) return null
  const parent = parentOf(kind, entity)
  return { type: parent.kind, id: parent.id, assoc: assocOf(kind, entity, parent.kind) }
}

export function created(kind: KindDefinition, entity: Entity, chronicleId: number | null) {
  return change('create', kind.name, entity, parentLink(kind, entity), null, chronicleId)
}

export function destroyed(kind: KindDefinition, entity: Entity, chronicleId: number | null) {
  return change('destroy', kind.name, entity, parentLink(kind, entity), null, chronicleId)
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
): ItemChange {
  const item = change('update', kind.name, after, parentLink(kind, after), changes, chronicleId)
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
  type: KindName,
  entity: Entity,
  parent: Parent,
  changes: Record<string, unknown> | null,
  chronicleId: number | null,
): ItemChange {
  return {
    kind: 'item',
    event,
    type,
    id: entity.id as number,
    parent,
    entity,
    changes,
    chronicle_id: chronicleId,
    version: entity.version as number,
  }
}
