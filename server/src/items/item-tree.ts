import { assocOf, assocsUnder, KINDS, type KindDefinition, type KindName } from '@loom/core'
import { sql } from 'kysely'
import { engineOfDb, itemDb } from '../db/item-tables.ts'
import type { Db } from '../db/schema.ts'
import { type Breather, createBreather } from '../http/breather.ts'
import { type Entity, entityOf, rowOf } from './item-document.ts'
import { insertRowsInBatches } from './row-batches.ts'

/**
 * An item together with everything under it: which kinds hang under which (from the
 * registry's `parents`), the lists a full item embeds, and what is deleted and copied with it.
 */
export interface ChildLink {
  readonly child: KindDefinition
  /** Every list of the parent this kind may appear in (charms spread over four). */
  readonly assocs: readonly string[]
}

const linksByParent = new Map<KindName, ChildLink[]>()

/** The kinds that hang directly under `parent`, in registry order. */
export function childLinksOf(parent: KindName): readonly ChildLink[] {
  let links = linksByParent.get(parent)
  if (links === undefined) {
    links = Object.values(KINDS).flatMap((child) => {
      if (!child.parents.some((link) => link.kind === parent)) return []
      return [{ child, assocs: assocsUnder(child, parent) }]
    })
    linksByParent.set(parent, links)
  }
  return links
}

/** The parent an existing child hangs under, read from its parent columns. */
export function parentOf(child: KindDefinition, entity: Entity): { kind: KindName; id: number } {
  const kind =
    child.parentTypeField === null
      ? child.parents[0]!.kind
      : (entity[child.parentTypeField] as KindName)
  return { kind, id: entity[child.parentIdField!] as number }
}

/** The parent columns of a new child of `parent`. */
export function parentColumns(
  child: KindDefinition,
  parent: { kind: KindName; id: number },
): Entity {
  const columns: Entity = { [child.parentIdField!]: parent.id }
  if (child.parentTypeField !== null) columns[child.parentTypeField] = parent.kind
  return columns
}

/** The children of one kind under the given parents, in rank order (id breaks ties). */
export async function childEntities(
  db: Db,
  child: KindDefinition,
  parent: KindName,
  parentIds: readonly number[],
): Promise<Entity[]> {
  let query = itemDb(db)
    .selectFrom(child.table)
    .selectAll()
    .where(child.parentIdField!, 'in', parentIds)
  if (child.parentTypeField !== null) query = query.where(child.parentTypeField, '=', parent)
  if (child.schemas.ranking !== 'none') query = query.orderBy('sorting')
  const rows = await query.orderBy('id').execute()
  return rows.map((row) => entityOf(child, row))
}

/**
 * The entities with their children embedded, each list in rank order (id breaks ties), and
 * the children's own children inside them (a weapon's poisons). Every list is present, empty
 * or not.
 */
/**
 * Parents whose children one query reads: a sheet's lists are one query each, while the 5,000
 * poisons of a 100-weapon item are read a slice at a time, the breather letting other requests
 * run between slices.
 */
const PARENTS_PER_QUERY = 20

export async function withChildren(
  db: Db,
  kind: KindDefinition,
  entities: readonly Entity[],
  breathe: Breather = createBreather(),
): Promise<Entity[]> {
  const links = childLinksOf(kind.name)
  if (links.length === 0 || entities.length === 0) return [...entities]
  const lists = new Map<number, Record<string, Entity[]>>()
  for (const entity of entities) {
    const empty: Record<string, Entity[]> = {}
    for (const link of links) for (const assoc of link.assocs) empty[assoc] = []
    lists.set(entity.id as number, empty)
  }
  const ids = entities.map((entity) => entity.id as number)
  for (const link of links) {
    for (let start = 0; start < ids.length; start += PARENTS_PER_QUERY) {
      const slice = ids.slice(start, start + PARENTS_PER_QUERY)
      const children = await childEntities(db, link.child, kind.name, slice)
      await breathe()
      for (const child of await withChildren(db, link.child, children, breathe)) {
        const parentId = child[link.child.parentIdField!] as number
        lists.get(parentId)![assocOf(link.child, child, kind.name)]!.push(child)
      }
    }
  }
  return entities.map((entity) => ({ ...entity, ...lists.get(entity.id as number) }))
}

/** The ids of the rows of `child` kind directly under the given rows of `parent` kind. */
async function childIdsUnder(
  db: Db,
  child: KindDefinition,
  parent: KindDefinition,
  ids: readonly number[],
): Promise<number[]> {
  let query = itemDb(db).selectFrom(child.table).select('id').where(child.parentIdField!, 'in', ids)
  if (child.parentTypeField !== null) query = query.where(child.parentTypeField, '=', parent.name)
  return (await query.execute()).map((row) => row.id as number)
}

/** Deletes everything under the given rows (not the rows themselves), deepest first. */
export async function deleteDescendants(
  db: Db,
  kind: KindDefinition,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return
  for (const { child } of childLinksOf(kind.name)) {
    const childIds = await childIdsUnder(db, child, kind, ids)
    if (childIds.length === 0) continue
    await deleteDescendants(db, child, childIds)
    await itemDb(db).deleteFrom(child.table).where('id', 'in', childIds).execute()
  }
}

/** The stored size of a row's JSON document, in bytes on PostgreSQL and characters on SQLite. */
function documentSize(db: Db) {
  return engineOfDb(db) === 'postgres'
    ? sql<number>`octet_length(document::text)`
    : sql<number>`length(document)`
}

/** The stored size of the given rows' documents and of everything under them. */
export async function storedSize(db: Db, kind: KindDefinition, ids: readonly number[]) {
  if (ids.length === 0) return 0
  const rows = await itemDb(db)
    .selectFrom(kind.table)
    .select(documentSize(db).as('size'))
    .where('id', 'in', ids)
    .execute()
  let size = rows.reduce((sum, row) => sum + Number(row.size), 0)
  for (const { child } of childLinksOf(kind.name)) {
    const childIds = await childIdsUnder(db, child, kind, ids)
    size += await storedSize(db, child, childIds)
  }
  return size
}

/**
 * Copies the children of one item (and theirs) under another, keeping their fields and ranks.
 * `kinds` limits which direct children are copied; their own children always come along.
 */
export async function copyChildren(
  db: Db,
  from: { kind: KindName; id: number },
  to: { kind: KindName; id: number },
  now: string,
  kinds?: readonly KindName[],
  breathe: Breather = createBreather(),
): Promise<void> {
  const engine = engineOfDb(db)
  for (const { child } of childLinksOf(from.kind)) {
    if (kinds !== undefined && !kinds.includes(child.name)) continue
    if (!child.parents.some((link) => link.kind === to.kind)) continue
    const copies = (await childEntities(db, child, from.kind, [from.id])).map((source) => ({
      source,
      row: rowOf(
        child,
        { ...source, ...parentColumns(child, to), version: 1, created_at: now, updated_at: now },
        engine,
      ),
    }))
    // Rows with no kind under them need no ids: their copies go in multi-row INSERTs.
    if (childLinksOf(child.name).length === 0) {
      await insertRowsInBatches(
        db,
        child,
        copies.map(({ row }) => row),
        breathe,
      )
      continue
    }
    for (const { source, row } of copies) {
      const inserted = await itemDb(db)
        .insertInto(child.table)
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow()
      await breathe()
      await copyChildren(
        db,
        { kind: child.name, id: source.id as number },
        { kind: child.name, id: inserted.id as number },
        now,
        undefined,
        breathe,
      )
    }
  }
}

/** The top-level item a child change touches, so that its revision goes up. */
export interface Root {
  readonly kind: KindDefinition
  readonly id: number
}
