import {
  type ChronicleMembership,
  canEditItem,
  canViewItem,
  KINDS,
  type KindDefinition,
  type OwnedItem,
  type Viewer,
} from '@loom/core'
import type { Db } from '../db/schema.ts'
import { forbidden, notFound, unauthorized } from '../http/errors.ts'
import { parseId } from '../http/request-body.ts'
import { cachedChronicleAccess, cachedItemHead } from '../read-cache/cached-reads.ts'
import type { Entity } from './item-document.ts'
import { findItem, type StoredItem } from './item-reads.ts'
import { parentOf } from './item-tree.ts'

/**
 * Finding an item for a caller, and the answers when they may not have it:
 * - an item the caller may not view answers exactly like one that does not exist (404), so
 *   ids of hidden and private items reveal nothing; an anonymous caller gets 401 instead,
 *   since signing in might show it;
 * - an item the caller may view but not change answers 403 to a change.
 * Children are judged by their top-level item (the root), and must sit under the parent
 * named in the path.
 */
export interface ItemContext {
  readonly kind: KindDefinition
  readonly item: StoredItem
  /** The top-level item permissions are judged by: the item itself, or a child's ancestor. */
  readonly root: { readonly kind: KindDefinition; readonly item: StoredItem }
  readonly chronicle: ChronicleMembership | null
}

export function kindLabel(kind: KindDefinition): string {
  return kind.name.replaceAll('_', ' ')
}

/**
 * The 403 for a change only the owner may make, and only outside a chronicle (delete, change
 * of type), saying which of the two the caller lacks. `change` names it both ways, e.g.
 * `['delete it', 'deleting it']`.
 */
export function ownerOutsideChronicleOnly(
  kind: KindDefinition,
  entity: Entity,
  caller: Viewer,
  [change, changing]: readonly [string, string],
) {
  const item = `${kindLabel(kind)} ${entity.id}`
  return forbidden(
    entity.player_id !== caller.id
      ? `Only the owner of ${item} may ${change}`
      : `Remove ${item} from its chronicle before ${changing}`,
  )
}

function notVisible(kind: KindDefinition, rawId: string, viewer: Viewer | null) {
  if (viewer === null) return unauthorized(`Sign in to see ${kindLabel(kind)} ${rawId}`)
  return notFound(`There is no ${kindLabel(kind)} ${rawId} that you can see`)
}

export function owned(entity: Entity): OwnedItem {
  return {
    player_id: entity.player_id as number,
    chronicle_id: (entity.chronicle_id as number | null) ?? null,
    hidden: entity.hidden as boolean | undefined,
    public: entity.public as boolean | undefined,
  }
}

async function rootOf(
  db: Db,
  kind: KindDefinition,
  item: StoredItem,
): Promise<ItemContext['root']> {
  if (kind.parents.length === 0) return { kind, item }
  const parent = parentOf(kind, item.entity)
  const parentKind = KINDS[parent.kind]
  const parentItem = await findItem(db, parentKind, parent.id)
  if (parentItem === undefined) throw new Error(`${kind.name} ${item.entity.id} has no parent`)
  return rootOf(db, parentKind, parentItem)
}

/**
 * The item with `rawId` as `viewer` may see it, or the 401/404 they get instead. With `head`,
 * a top-level item is read without its document (findItemHead), for answers that may come
 * from the sheet cache, and may itself come from the read cache, as the chronicle's
 * membership always may (read-cache/cached-reads.ts). A write re-reads what it changes inside
 * its transaction and checks that its footing still holds (item-patch.ts).
 */
export async function visibleItem(
  db: Db,
  kind: KindDefinition,
  rawId: string,
  viewer: Viewer | null,
  options: { head?: boolean } = {},
): Promise<ItemContext> {
  const id = parseId(rawId)
  const find = options.head === true && kind.parents.length === 0 ? cachedItemHead : findItem
  const item = id === undefined ? undefined : await find(db, kind, id)
  if (item === undefined) throw notVisible(kind, rawId, viewer)
  const root = await rootOf(db, kind, item)
  const chronicle = await cachedChronicleAccess(db, owned(root.item.entity).chronicle_id)
  if (!canViewItem(viewer, owned(root.item.entity), chronicle)) {
    throw notVisible(kind, rawId, viewer)
  }
  return { kind, item, root, chronicle }
}

/**
 * A child with `rawId` under the parent in the path, as `viewer` may see it. A child of another
 * parent is not found here, whatever its id.
 */
export async function visibleChild(
  parent: ItemContext,
  kind: KindDefinition,
  rawId: string,
  db: Db,
): Promise<ItemContext> {
  const id = parseId(rawId)
  const item = id === undefined ? undefined : await findItem(db, kind, id)
  const home = item && parentOf(kind, item.entity)
  if (item === undefined || home?.kind !== parent.kind.name || home.id !== parent.item.entity.id) {
    throw notFound(
      `${kindLabel(parent.kind)} ${parent.item.entity.id} has no ${kindLabel(kind)} ${rawId}`,
    )
  }
  return { kind, item, root: parent.root, chronicle: parent.chronicle }
}

export function mayEdit(context: ItemContext, viewer: Viewer | null): boolean {
  return canEditItem(viewer, owned(context.root.item.entity), context.chronicle)
}

/** A 403 unless the viewer may change the item (its owner, or its chronicle's storyteller). */
export function requireEditor(context: ItemContext, viewer: Viewer): void {
  if (mayEdit(context, viewer)) return
  const root = context.root
  throw forbidden(
    `Only the owner of ${kindLabel(root.kind)} ${root.item.entity.id} or its chronicle's storyteller may change it`,
  )
}
