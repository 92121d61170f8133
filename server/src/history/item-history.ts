import type { KindName } from '@loom/core'
import { sql } from 'kysely'
import { engineOfDb } from '../db/item-tables.ts'
import { readJsonDocument, writeJsonDocument } from '../db/json-document.ts'
import type { Db, ItemHistoryRow } from '../db/schema.ts'
import type { PageRequest } from '../http/paging.ts'

/**
 * The history of characters, qcs and battlegroups (migration 0014): what each change did to
 * the item or to a child under it, who made it and when. Rows are written by the item writes
 * in the change's own transaction (history-recorder.ts), read newest first a page at a time,
 * and pruned oldest first.
 */

/** How many changes of one top-level item are kept: its latest, the older ones pruned. */
export const HISTORY_KEPT_PER_ITEM = 200

/** The kinds whose changes are kept: the top-level items of a player, with everything under. */
export const HISTORY_KINDS: ReadonlySet<KindName> = new Set(['character', 'qc', 'battlegroup'])

export type HistoryEvent = 'create' | 'update' | 'destroy'

/** Each changed field's value before and after; null stands for "none" on create or destroy. */
export type FieldChanges = Readonly<Record<string, readonly [unknown, unknown]>>

/** A top-level item whose history is kept. */
export interface HistoryItem {
  readonly kind: KindName
  readonly id: number
}

/** One change as it is recorded. */
export interface HistoryEntry {
  readonly item: HistoryItem
  /** The child that changed; null for a change to the item's own fields. */
  readonly child: { readonly kind: KindName; readonly id: number } | null
  readonly by: number | null
  readonly event: HistoryEvent
  readonly changes: FieldChanges
}

/** One change as it is read back. */
export interface RecordedChange extends HistoryEntry {
  readonly id: number
  readonly at: string
}

/** The INSERT of `entries`: run alone, or inside a write's own statement (see writeLast). */
export function historyInsert(db: Db, entries: readonly HistoryEntry[], at: string) {
  return db.insertInto('item_history').values(
    entries.map((entry) => ({
      item_type: entry.item.kind,
      item_id: entry.item.id,
      child_kind: entry.child?.kind ?? null,
      child_id: entry.child?.id ?? null,
      player_id: entry.by,
      event: entry.event,
      changes: writeJsonDocument(entry.changes),
      created_at: at,
    })),
  )
}

function ofItem(db: Db, item: HistoryItem) {
  return db
    .selectFrom('item_history')
    .where('item_type', '=', item.kind)
    .where('item_id', '=', item.id)
}

/** A page of the item's changes, newest first, and how many there are in all. */
export async function historyPage(
  db: Db,
  item: HistoryItem,
  page: PageRequest,
): Promise<{ readonly changes: RecordedChange[]; readonly total: number }> {
  const [rows, count] = await Promise.all([
    ofItem(db, item)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    ofItem(db, item)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { changes: rows.map(recordedChangeOf), total: Number(count.total) }
}

/** The item's change `id`, or undefined when it has none of that id (or it was pruned). */
export async function findChange(
  db: Db,
  item: HistoryItem,
  id: number,
): Promise<RecordedChange | undefined> {
  const row = await ofItem(db, item).selectAll().where('id', '=', id).executeTakeFirst()
  return row === undefined ? undefined : recordedChangeOf(row)
}

/** The changes to the item's own fields (not its children's) made after change `id`. */
export async function ownChangesAfter(
  db: Db,
  item: HistoryItem,
  id: number,
): Promise<RecordedChange[]> {
  const rows = await ofItem(db, item)
    .selectAll()
    .where('id', '>', id)
    .where('child_kind', 'is', null)
    .orderBy('id', 'desc')
    .execute()
  return rows.map(recordedChangeOf)
}

function recordedChangeOf(row: ItemHistoryRow): RecordedChange {
  return {
    id: row.id,
    item: { kind: row.item_type as KindName, id: row.item_id },
    child:
      row.child_kind === null || row.child_id === null
        ? null
        : { kind: row.child_kind as KindName, id: row.child_id },
    by: row.player_id,
    event: row.event as HistoryEvent,
    changes: readJsonDocument(row.changes) as FieldChanges,
    at: row.created_at,
  }
}

/** Forgets the changes of items being deleted, in the deletion's transaction. */
export async function deleteHistory(trx: Db, kind: KindName, ids: readonly number[]) {
  if (ids.length === 0 || !HISTORY_KINDS.has(kind)) return
  await trx
    .deleteFrom('item_history')
    .where('item_type', '=', kind)
    .where('item_id', 'in', [...ids])
    .execute()
}

/**
 * Deletes the item's changes older than its latest `kept`. On PostgreSQL its commit does not
 * wait for the disk: a pruning lost in a crash is done again by the next one.
 */
export async function pruneHistory(db: Db, item: HistoryItem, kept: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (engineOfDb(trx) === 'postgres') await sql`SET LOCAL synchronous_commit = off`.execute(trx)
    await deleteOldest(trx, item, kept)
  })
}

async function deleteOldest(db: Db, item: HistoryItem, kept: number) {
  const oldestKeptId = ofItem(db, item)
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(kept - 1)
  await db
    .deleteFrom('item_history')
    .where('item_type', '=', item.kind)
    .where('item_id', '=', item.id)
    .where('id', '<', (eb) => eb.fn.coalesce(oldestKeptId, sql<number>`0`))
    .execute()
}
