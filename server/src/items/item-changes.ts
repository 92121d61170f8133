import { assocOf, type KindDefinition } from '@loom/core'
import type { ItemChange } from '../live/changes.ts'
import type { Entity } from '../store/item-document.ts'
import type { ItemAudience } from '../store/item-sight.ts'
import { parentOf } from '../store/item-tree.ts'

/**
 * The live-channel description of one committed change to an item or a child (see
 * live/changes.ts). `audience` is who could and can see it, as the write's transaction read
 * it (see store/item-sight.ts); null for players and chronicles, and for a child whose
 * top-level item is gone.
 */
type Parent = ItemChange['parent']

/** Where a child sits: its parent and the parent's list holding it; null for top-level items. */
export function parentLink(kind: KindDefinition, entity: Entity): Parent {
  if (kind.parents.length === 0) return null
  const parent = parentOf(kind, entity)
  return { type: parent.kind, id: parent.id, assoc: assocOf(kind, entity, parent.kind) }
}

export function created(kind: KindDefinition, entity: Entity, audience: ItemAudience | null) {
  return change('create', kind, entity, null, audience)
}

export function destroyed(kind: KindDefinition, entity: Entity, audience: ItemAudience | null) {
  return change('destroy', kind, entity, null, audience)
}

export function updated(
  kind: KindDefinition,
  after: Entity,
  changes: Record<string, unknown>,
  audience: ItemAudience | null,
): ItemChange {
  return change('update', kind, after, changes, audience)
}

function change(
  event: ItemChange['event'],
  kind: KindDefinition,
  entity: Entity,
  changes: Record<string, unknown> | null,
  audience: ItemAudience | null,
): ItemChange {
  return {
    kind: 'item',
    event,
    type: kind.name,
    id: entity.id as number,
    parent: parentLink(kind, entity),
    entity,
    changes,
    version: entity.version as number,
    audience,
  }
}
