import type { ChronicleMembership, ItemAudience, ItemSight, OwnedItem } from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import type { Db } from '../db/schema.ts'
import { type Entity, ownedItemOf } from './item-document.ts'

/**
 * The facts a change's audience rests on (core's ItemAudience): the top-level item (owner,
 * chronicle, flags) and its chronicle's storyteller and members, as the change found and left
 * them. Writes read them inside their own transaction, once their rows are written, so that
 * the live channel tells each change to the audience the change left behind without reading
 * the database again; who receives what is core's itemChangeDeliveries.
 */

/** How a chronicle's storyteller and members are found (chronicleAccess unless remembered). */
export type Memberships = (chronicleId: number | null) => Promise<ChronicleMembership | null>

const membershipsIn =
  (db: Db): Memberships =>
  (chronicleId) =>
    chronicleAccess(db, chronicleId)

/**
 * Each chronicle's membership read once: the audiences of several changes written in one
 * transaction (a series of changes to one item, see item-write-queue.ts).
 */
export function rememberedMemberships(db: Db): Memberships {
  const read = new Map<number | null, Promise<ChronicleMembership | null>>()
  return (chronicleId) => {
    let membership = read.get(chronicleId)
    if (membership === undefined) {
      membership = chronicleAccess(db, chronicleId)
      read.set(chronicleId, membership)
    }
    return membership
  }
}

export async function sightIn(
  db: Db,
  item: OwnedItem,
  memberships: Memberships = membershipsIn(db),
): Promise<ItemSight> {
  return { item, chronicle: await memberships(item.chronicle_id) }
}

/** The audience of a change that left the top-level item `now` (and found it `before`). */
export async function audienceIn(
  db: Db,
  now: OwnedItem,
  before: OwnedItem = now,
  memberships: Memberships = membershipsIn(db),
): Promise<ItemAudience> {
  const sight = await sightIn(db, now, memberships)
  if (before.chronicle_id === now.chronicle_id) {
    return { now: sight, before: { item: before, chronicle: sight.chronicle } }
  }
  return { now: sight, before: await sightIn(db, before, memberships) }
}

/** The audience of a change to a top-level item's row (`before` and `after` it). */
export function entityAudienceIn(
  db: Db,
  after: Entity,
  before: Entity = after,
  memberships: Memberships = membershipsIn(db),
) {
  return audienceIn(db, ownedItemOf(after), ownedItemOf(before), memberships)
}

/**
 * The audience of a change to rows that stay in one chronicle, whose membership the
 * transaction has read already (a combat transition's rows).
 */
export function audienceInChronicle(
  chronicle: ChronicleMembership | null,
  after: Entity,
  before: Entity = after,
): ItemAudience {
  return {
    now: { item: ownedItemOf(after), chronicle },
    before: { item: ownedItemOf(before), chronicle },
  }
}

/** A new item in no chronicle: its owner alone sees it, so there is nothing to read. */
export function unplacedAudience(entity: Entity): ItemAudience {
  const sight = { item: ownedItemOf(entity), chronicle: null }
  return { now: sight, before: sight }
}
