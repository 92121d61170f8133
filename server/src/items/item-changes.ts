import { assocOf, type ItemAudience, type KindDefinition } from '@loom/core'
import type { ItemChange } from '../live/changes.ts'
import type { Entity } from './item-document.ts'
import { parentOf, type Root } from './item-tree.ts'

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

/**
 * Each change of a child names `root`, the top-level item it is under (as its write locked
 * it); a top-level item's change leaves it null, being its own.
 */
export function created(
  kind: KindDefinition,
  entity: Entity,
  audience: ItemAudience | null,
  root: Root | null = null,
) {
  return change('create', kind, entity, null, audience, root)
}

export function destroyed(
  kind: KindDefinition,
  entity: Entity,
  audience: ItemAudience | null,
  root: Root | null = null,
) {
  return change('destroy', kind, entity, null, audience, root)
}

export function updated(
  kind: KindDefinition,
  after: Entity,
  changes: Record<string, unknown>,
  audience: ItemAudience | null,
  root: Root | null = null,
): ItemChange {
  return change('update', kind, after, changes, audience, root)
}

function change(
  event: ItemChange['event'],
  kind: KindDefinition,
  entity: Entity,
  changes: Record<string, unknown> | null,
  audience: ItemAudience | null,
  root: Root | null,
): ItemChange {
  return {
    kind: 'item',
    event,
    type: kind.name,
    id: entity.id as number,
    parent: parentLink(kind, entity),
    root: rootLink(kind, entity, root),
    entity,
    changes,
    version: entity.version as number,
    audience,
  }
}

function rootLink(kind: KindDefinition, entity: Entity, root: Root | null): ItemChange['root'] {
  if (root !== null) return { type: root.kind.name, id: root.id }
  // A child's parent may be a child too (a weapon's poison): only its write knows the root.
  if (kind.parents.length > 0) throw new Error(`A ${kind.name} change must name its top-level item`)
  return { type: kind.name, id: entity.id as number }
}
