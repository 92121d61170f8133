import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleItemKind,
  type ChronicleMembership,
  isStoryteller,
  KINDS,
  type Viewer,
} from '@loom/core'
import type { Kysely } from 'kysely'
import type { Db } from '../db/schema.ts'
import { inTransaction } from './items.ts'
import { rankAtEnd } from './sort-ranks.ts'

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

/** An item that left a chronicle, with what the live channel needs to tell its old viewers. */
export interface DetachedItem {
  kind: ChronicleItemKind
  id: number
  owner_id: number
  before: { chronicle_id: number; hidden: boolean }
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
 * (`chronicleId` null). Only when the item is still where the caller saw it (`from`), so a
 * concurrent move cannot be overwritten; the item's version goes up. False when it moved.
 */
export async function placeItem(
  db: Db,
  kind: ChronicleItemKind,
  id: number,
  from: number | null,
  chronicleId: number | null,
): Promise<boolean> {
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
    return moved !== undefined
  })
}
