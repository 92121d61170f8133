import {
  inRankOrder,
  type KindDefinition,
  moveInRanks,
  type RankedItem,
  rankAfterLast,
  respreadRanks,
  type SortingPosition,
} from '@loom/core'
import { sql } from 'kysely'
import { type ColumnValue, engineOfDb, itemDb } from './item-tables.ts'
import type { Db } from './schema.ts'

/** `sorting` ranks an item in its owner's (or parent's) list, `chronicle_sorting` in its chronicle's. */
export type RankColumn = 'sorting' | 'chronicle_sorting'

/** A new rank for one row, other than the one being written. */
export interface Rerank {
  readonly id: number
  readonly rank: number
}

/** A row being ranked: its columns and fields by name (an item's entity). */
type RankedRow = Readonly<Record<string, unknown>>

/**
 * The rows ranked together with `entity` (data-model §7): the owner's items, the chronicle's
 * items, or the parent's children of this kind. Null when the item is in no such list (a
 * chronicle rank of an item in no chronicle).
 */
export function rankScope(
  kind: KindDefinition,
  column: RankColumn,
  entity: RankedRow,
): Record<string, ColumnValue> | null {
  if (column === 'chronicle_sorting') {
    return entity.chronicle_id == null ? null : { chronicle_id: entity.chronicle_id as number }
  }
  if (kind.parentIdField === null) return { player_id: entity.player_id as number }
  const scope: Record<string, ColumnValue> = {
    [kind.parentIdField]: entity[kind.parentIdField] as number,
  }
  if (kind.parentTypeField !== null) {
    scope[kind.parentTypeField] = entity[kind.parentTypeField] as string
  }
  return scope
}

/**
 * Holds one list (`column` within `scope`) until the transaction ends, so that moves and
 * additions in it take turns and each reads the ranks the one before it wrote; without this,
 * two moves to the top read the same first rank and both take the rank above it. PostgreSQL
 * only: SQLite runs one write transaction at a time. Callers that also lock an item's row
 * take the list first, so two of them never wait on each other's locks.
 */
export async function lockRankScopes(
  db: Db,
  kind: KindDefinition,
  scopes: readonly { column: RankColumn; scope: Record<string, ColumnValue> | null }[],
): Promise<void> {
  if (engineOfDb(db) !== 'postgres') return
  const keys = scopes
    .filter((entry) => entry.scope !== null)
    .map((entry) => `${kind.table}.${entry.column}:${JSON.stringify(entry.scope)}`)
  // One order for every caller, so two transactions never hold each other's next list.
  for (const key of [...new Set(keys)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(db)
  }
}

async function ranksIn(
  db: Db,
  kind: KindDefinition,
  column: RankColumn,
  scope: Record<string, ColumnValue>,
): Promise<RankedItem[]> {
  let query = itemDb(db).selectFrom(kind.table).select(['id', column])
  for (const [field, value] of Object.entries(scope)) query = query.where(field, '=', value)
  const rows = await query.execute()
  return rows.map((row) => ({ id: row.id as number, rank: row[column] as number }))
}

async function writeRanks(
  db: Db,
  kind: KindDefinition,
  column: RankColumn,
  ranks: readonly Rerank[],
  now: string,
): Promise<void> {
  for (const { id, rank } of ranks) {
    await itemDb(db)
      .updateTable(kind.table)
      .set((eb) => ({ [column]: rank, version: eb(eb.ref('version'), '+', 1), updated_at: now }))
      .where('id', '=', id)
      .execute()
  }
}

/**
 * The rank that puts a new row last in `scope`. Should the top of the range be used up (after
 * some 32,000 additions to one list), the scope is re-spread first; that keeps the order, so
 * no client needs telling.
 */
export async function rankAtEnd(
  db: Db,
  kind: KindDefinition,
  column: RankColumn,
  scope: Record<string, ColumnValue> | null,
  now: string,
): Promise<number> {
  if (scope === null) return 0
  await lockRankScopes(db, kind, [{ column, scope }])
  const items = await ranksIn(db, kind, column, scope)
  const rank = rankAfterLast(items.map((item) => item.rank))
  if (rank !== null) return rank
  const spread = respreadRanks(inRankOrder(items))
  const reranked = items.map((item) => ({ id: item.id, rank: spread.get(item.id)! }))
  await writeRanks(db, kind, column, reranked, now)
  return rankAfterLast([...spread.values()]) ?? 0
}

/** What moving an item within its scope takes: its new rank, and other rows re-spread. */
export interface RankMovePlan {
  readonly column: RankColumn
  readonly rank: number
  readonly reranked: readonly Rerank[]
}

/**
 * Plans moving `entity` to `position` in its scope, or null when the item would stay where it
 * is (so a PATCH that moves nothing changes nothing). The caller holds the list already
 * (`lockRankScopes`, taken before the item's row).
 */
export async function planMove(
  db: Db,
  kind: KindDefinition,
  column: RankColumn,
  entity: RankedRow,
  position: SortingPosition,
): Promise<RankMovePlan | null> {
  const scope = rankScope(kind, column, entity)
  if (scope === null) return null
  const id = entity.id as number
  const items = await ranksIn(db, kind, column, scope)
  const orderBefore = inRankOrder(items).map((item) => item.id)
  const move = moveInRanks(items, id, position)
  const ranks =
    move.kind === 'single'
      ? new Map(items.map((item) => [item.id, item.id === id ? move.rank : item.rank]))
      : move.ranks
  const orderAfter = inRankOrder(items.map((item) => ({ id: item.id, rank: ranks.get(item.id)! })))
  if (orderAfter.every((item, index) => item.id === orderBefore[index])) return null
  const reranked = items.flatMap((item) => {
    const next = ranks.get(item.id)!
    return item.id === id || next === item.rank ? [] : [{ id: item.id, rank: next }]
  })
  return { column, rank: ranks.get(id)!, reranked }
}

/** Writes the other rows of a planned move (the moved row is written with its update). */
export async function applyReranks(
  db: Db,
  kind: KindDefinition,
  plan: RankMovePlan,
  now: string,
): Promise<void> {
  await writeRanks(db, kind, plan.column, plan.reranked, now)
}
