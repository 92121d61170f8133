import type { KindDefinition } from '@loom/core'
import { LimitReached } from '../db/constraint-errors.ts'
import { itemDb } from '../db/item-tables.ts'
import type { Db } from '../db/schema.ts'
import type { Entity } from './item-document.ts'
import { type Root, storedSize } from './item-tree.ts'

/**
 * How much an item may hold: children per parent (a kind's maxPerParent) and bytes in all.
 * Both are checked inside the write, under its root's lock, and refuse it with LimitReached.
 */

/** A new child its parent has no room for (the kind's maxPerParent); nothing was written. */
export class ChildLimitReached extends LimitReached {
  constructor(
    readonly kind: KindDefinition,
    readonly parent: { readonly kind: string; readonly id: number },
    readonly limit: number,
  ) {
    const label = (name: string) => name.replaceAll('_', ' ')
    super(
      kind.plural,
      `${label(parent.kind)} ${parent.id} already holds ${limit} ${label(kind.plural)}, the most it may`,
    )
  }
}

/** Throws ChildLimitReached when the new child's parent already holds its kind's most. */
export async function requireRoomUnderParent(db: Db, kind: KindDefinition, fields: Entity) {
  if (kind.maxPerParent === null || kind.parentIdField === null) return
  const parentId = fields[kind.parentIdField] as number
  let query = itemDb(db)
    .selectFrom(kind.table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(kind.parentIdField, '=', parentId)
  if (kind.parentTypeField !== null) {
    query = query.where(kind.parentTypeField, '=', fields[kind.parentTypeField] as string)
  }
  const { count } = await query.executeTakeFirstOrThrow()
  if (Number(count) >= kind.maxPerParent) {
    const parentKind = (
      kind.parentTypeField === null ? kind.parents[0]!.kind : fields[kind.parentTypeField]
    ) as string
    throw new ChildLimitReached(kind, { kind: parentKind, id: parentId }, kind.maxPerParent)
  }
}

/**
 * The most an item with everything under it may take in storage. A full sheet of hundreds of
 * charms is well under a megabyte; the whole item travels to every device showing it.
 */
export const MAX_ITEM_BYTES = 4 * 1024 * 1024

/** A child write that would take its item past MAX_ITEM_BYTES; it is rolled back. */
export class ItemTooLarge extends LimitReached {
  constructor(readonly root: Root) {
    super(
      'base',
      `${root.kind.name.replaceAll('_', ' ')} ${root.id} would take more than ${MAX_ITEM_BYTES / 1024 / 1024} MiB with this change: make room by shortening or deleting something first`,
    )
  }
}

/** Throws ItemTooLarge when the item (written but not committed) has outgrown its limit. */
export async function requireWithinItemSize(db: Db, root: Root | null): Promise<void> {
  if (root === null) return
  if ((await storedSize(db, root.kind, [root.id])) > MAX_ITEM_BYTES) throw new ItemTooLarge(root)
}
