import type { KindDefinition } from '@loom/core'
import { sql } from 'kysely'
import { type ColumnValue, engineOfDb, flagValue, hasRevision, itemDb } from '../db/item-tables.ts'
import type { Db } from '../db/schema.ts'
import { columnsOf, type Entity, entityOf, fieldsOf } from './item-document.ts'

/**
 * Reading every kind's rows generically from the registry (KINDS): top-level items
 * (characters, qcs, battlegroups) and their children alike. Writes are item-writes.ts.
 */
export interface StoredItem {
  readonly entity: Entity
  /** The sheet revision of a top-level item (see migration 0003); 0 for children. */
  readonly revision: number
  /** Set when `entity` holds only the columns (findItemHead), not the document fields. */
  readonly head?: true
}

function stored(kind: KindDefinition, row: Record<string, ColumnValue>): StoredItem {
  return { entity: entityOf(kind, row), revision: Number(row.revision ?? 0) }
}

export async function findItem(
  db: Db,
  kind: KindDefinition,
  id: number,
): Promise<StoredItem | undefined> {
  const row = await itemDb(db)
    .selectFrom(kind.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row && stored(kind, row)
}

/**
 * An item's columns alone (ids, owner, chronicle, flags, ranks, version, revision): enough to
 * decide who may see it and whether a cached rendering still holds, without reading its
 * document.
 */
export async function findItemHead(
  db: Db,
  kind: KindDefinition,
  id: number,
): Promise<StoredItem | undefined> {
  const columns = hasRevision(kind) ? [...kind.columns, 'revision'] : [...kind.columns]
  const row = await itemDb(db)
    .selectFrom(kind.table)
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && { entity: columnsOf(kind, row), revision: Number(row.revision ?? 0), head: true }
}

/** Whole items by id, in no particular order. */
export async function findItems(
  db: Db,
  kind: KindDefinition,
  ids: readonly number[],
): Promise<StoredItem[]> {
  if (ids.length === 0) return []
  const rows = await itemDb(db).selectFrom(kind.table).selectAll().where('id', 'in', ids).execute()
  return rows.map((row) => stored(kind, row))
}

/** The item's row, locked until the transaction ends when `lock` is set (PostgreSQL). */
export async function readItem(trx: Db, kind: KindDefinition, id: number, lock: boolean) {
  let query = itemDb(trx).selectFrom(kind.table).selectAll().where('id', '=', id)
  if (lock && engineOfDb(trx) === 'postgres') query = query.forUpdate()
  const row = await query.executeTakeFirst()
  return row && entityOf(kind, row)
}

/**
 * Every top-level item a player owns, in their order (id breaks ties), with only the named
 * fields: each document field is read on its own, so no whole sheet is read, and nothing is
 * paged or counted.
 */
export async function ownedItemFields(
  db: Db,
  kind: KindDefinition,
  owner: number,
  fields: readonly string[],
): Promise<Entity[]> {
  const columns = fields.filter((field) => kind.columns.includes(field))
  const documentFields = fields.filter((field) => kind.documentFields.includes(field))
  const rows = await itemDb(db)
    .selectFrom(kind.table)
    .select(columns)
    // `->` gives the field's JSON text on both engines (jsonb on PostgreSQL, '$.field' on SQLite).
    .select(
      documentFields.map((field) => sql<string | null>`document -> ${sql.lit(field)}`.as(field)),
    )
    .where('player_id', '=', owner)
    .orderBy('sorting')
    .orderBy('id')
    .execute()
  return rows.map((row) => fieldsOf(kind, row, fields))
}

/** Which items a list shows: a player's own, or a chronicle's as one viewer may see them. */
export type ListScope =
  | { readonly owner: number }
  | { readonly chronicle: number; readonly viewer: number; readonly storyteller: boolean }

/**
 * One page of a list of top-level items, in rank order with id as tie-break, and the total.
 * In a chronicle list, hidden items appear only to the storyteller and their owner.
 */
export async function listItems(
  db: Db,
  kind: KindDefinition,
  scope: ListScope,
  page: { limit: number; offset: number },
): Promise<{ items: StoredItem[]; total: number }> {
  const engine = engineOfDb(db)
  const filtered = () => {
    const query = itemDb(db).selectFrom(kind.table)
    if ('owner' in scope) return query.where('player_id', '=', scope.owner)
    const inChronicle = query.where('chronicle_id', '=', scope.chronicle)
    if (scope.storyteller) return inChronicle
    return inChronicle.where((eb) =>
      eb.or([eb('hidden', '=', flagValue(engine, false)), eb('player_id', '=', scope.viewer)]),
    )
  }
  const rank = 'owner' in scope ? 'sorting' : 'chronicle_sorting'
  const rows = await filtered()
    .selectAll()
    .orderBy(rank)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  const counted = await filtered()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return { items: rows.map((row) => stored(kind, row)), total: Number(counted.count) }
}
