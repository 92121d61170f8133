import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleItemKind,
  type ChronicleMembership,
  type ItemAudience,
  isStoryteller,
  KINDS,
  type OwnedItem,
  type Viewer,
} from '@loom/core'
import type { Kysely } from 'kysely'
import type { Db } from '../db/schema.ts'
import { rankAtEnd } from '../db/sort-ranks.ts'
import { inTransaction } from '../db/transaction.ts'
import { cancelOffers } from '../handover/offer-records.ts'
import { type Entity, ownedItemOf } from '../items/item-document.ts'
import { findItem } from '../items/item-reads.ts'
import type { HandoverOfferChange } from '../live/changes.ts'
import { chronicleAccess } from './chronicle-access.ts'

/** The columns of the character, qc and battlegroup tables this file reads and writes. */
interface PlacedItemTable {
  id: number
  player_id: number
  chronicle_id: number | null
  hidden: boolean | number
  chronicle_sorting: number
  version: number
  revision: number
  updated_at: string
}

/** The item tables are generic over the kind registry, so they are addressed by name. */
export function itemTables(db: Db): Kysely<Record<string, PlacedItemTable>> {
  return db as unknown as Kysely<Record<string, PlacedItemTable>>
}

/** Where an item sits and whether it is hidden: what deciding who sees it needs. */
export interface ItemPlacement {
  id: number
  player_id: number
  chronicle_id: number | null
  hidden: boolean
}

/** The chronicle's items of one kind, in the chronicle's order (rank, then id). */
export async function placementsIn(
  db: Db,
  kind: ChronicleItemKind,
  chronicleId: number,
): Promise<ItemPlacement[]> {
  const rows = await itemTables(db)
    .selectFrom(KINDS[kind].table)
    .select(['id', 'player_id', 'chronicle_id', 'hidden'])
    .where('chronicle_id', '=', chronicleId)
    .orderBy('chronicle_sorting')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, hidden: Boolean(row.hidden) }))
}

/**
 * The ids of the chronicle's items of one kind the viewer sees in it, in the chronicle's
 * order: hidden ones only for their owner and the storyteller (as in listItems), even when
 * public, because hiding is about the chronicle's table.
 */
export async function visibleItemIds(
  db: Db,
  kind: ChronicleItemKind,
  membership: ChronicleMembership,
  viewer: Viewer,
): Promise<number[]> {
  const placements = await placementsIn(db, kind, membership.id)
  const storyteller = isStoryteller(viewer, membership)
  return placements
    .filter((placement) => storyteller || !placement.hidden || placement.player_id === viewer.id)
    .map((placement) => placement.id)
}

/** The ids of the chronicle's combat actors, oldest first. Combat actors are never hidden. */
export async function combatActorIdsIn(db: Db, chronicleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('combat_actors')
    .select('id')
    .where('chronicle_id', '=', chronicleId)
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}

/** An item that left a chronicle, and where it was. */
export interface DetachedItem {
  kind: ChronicleItemKind
  id: number
  owner_id: number
  before: { chronicle_id: number; hidden: boolean }
}

/** An item that entered or left a chronicle, as the transaction that moved it left it. */
export interface PlacedItem {
  readonly kind: ChronicleItemKind
  readonly entity: Entity
  /** Who could see it where it was, and who can where it is (item-sight.ts). */
  readonly audience: ItemAudience
}

/**
 * Reads moved items afresh with who could and can see them; run it last in the transaction
 * that moved them, so the audience is the one the move leaves behind.
 */
export async function placedItemsIn(
  db: Db,
  moved: readonly { kind: ChronicleItemKind; id: number; before: Omit<OwnedItem, 'player_id'> }[],
): Promise<PlacedItem[]> {
  const memberships = new Map<number | null, ChronicleMembership | null>()
  const membershipOf = async (chronicleId: number | null) => {
    if (!memberships.has(chronicleId)) {
      memberships.set(chronicleId, await chronicleAccess(db, chronicleId))
    }
    return memberships.get(chronicleId) ?? null
  }
  const placed: PlacedItem[] = []
  for (const { kind, id, before } of moved) {
    const stored = await findItem(db, KINDS[kind], id)
    if (!stored) continue
    const now = ownedItemOf(stored.entity)
    const was = { ...now, ...before }
    placed.push({
      kind,
      entity: stored.entity,
      audience: {
        now: { item: now, chronicle: await membershipOf(now.chronicle_id) },
        before: { item: was, chronicle: await membershipOf(was.chronicle_id) },
      },
    })
  }
  return placed
}

/**
 * Takes items out of a chronicle (every item in it, or only one player's), bumping each
 * one's version; run it inside the transaction that changes the membership.
 */
export async function detachItems(
  db: Db,
  chronicleId: number,
  ownerId: number | null,
): Promise<DetachedItem[]> {
  const detached: DetachedItem[] = []
  const now = new Date().toISOString()
  for (const kind of CHRONICLE_ITEM_KINDS) {
    let update = itemTables(db)
      .updateTable(KINDS[kind].table)
      .set((eb) => ({
        chronicle_id: null,
        updated_at: now,
        version: eb('version', '+', 1),
        revision: eb('revision', '+', 1),
      }))
      .where('chronicle_id', '=', chronicleId)
    if (ownerId !== null) update = update.where('player_id', '=', ownerId)
    const rows = await update.returning(['id', 'hidden', 'player_id']).execute()
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      detached.push({
        kind,
        id: row.id,
        owner_id: row.player_id,
        before: { chronicle_id: chronicleId, hidden: Boolean(row.hidden) },
      })
    }
  }
  return detached
}

/**
 * Moves an item into a chronicle, last in the chronicle's order, or out of its chronicle
 * (`chronicleId` null). Only when the item is still where the caller saw it (`seen`), so a
 * concurrent move cannot be overwritten; the item's version goes up. An open handover offer
 * of it in the chronicle it leaves is cancelled. Undefined when it moved meanwhile.
 */
export async function placeItem(
  db: Db,
  kind: ChronicleItemKind,
  id: number,
  seen: OwnedItem,
  chronicleId: number | null,
): Promise<{ placed: PlacedItem; cancelledOffers: HandoverOfferChange[] } | undefined> {
  const from = seen.chronicle_id
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString()
    const definition = KINDS[kind]
    const scope = chronicleId === null ? null : { chronicle_id: chronicleId }
    const rank = await rankAtEnd(trx, definition, 'chronicle_sorting', scope, now)
    const moved = await itemTables(trx)
      .updateTable(definition.table)
      .set((eb) => ({
        chronicle_id: chronicleId,
        ...(chronicleId === null ? {} : { chronicle_sorting: rank }),
        updated_at: now,
        version: eb('version', '+', 1),
        revision: eb('revision', '+', 1),
      }))
      .where('id', '=', id)
      .where((eb) =>
        from === null ? eb('chronicle_id', 'is', null) : eb('chronicle_id', '=', from),
      )
      .returning('id')
      .executeTakeFirst()
    if (moved === undefined) return undefined
    const cancelledOffers = await cancelOffers(trx, {
      thing: { type: kind, id },
      outside_chronicle_id: chronicleId,
    })
    const before = { chronicle_id: from, hidden: seen.hidden === true }
    const [placed] = await placedItemsIn(trx, [{ kind, id, before }])
    return placed && { placed, cancelledOffers }
  })
}
