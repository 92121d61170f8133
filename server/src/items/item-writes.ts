import {
  type ItemAudience,
  type KindDefinition,
  type KindName,
  rankAfterLast,
  type SortingPosition,
} from '@loom/core'
import { type ColumnValue, engineOfDb, hasRevision, itemDb } from '../db/item-tables.ts'
import type { Db } from '../db/schema.ts'
import {
  applyReranks,
  lockRankScopes,
  planMove,
  type RankColumn,
  type RankMovePlan,
  rankAtEnd,
  rankScope,
} from '../db/sort-ranks.ts'
import { inTransaction, now, VersionConflict } from '../db/transaction.ts'
import { recordHistory, type WrittenEntry } from '../history/history-recorder.ts'
import { deleteHistory, type FieldChanges, HISTORY_KINDS } from '../history/item-history.ts'
import { type Breather, createBreather } from '../http/breather.ts'
import {
  changedFields,
  type Entity,
  entityOf,
  ownedItemOf,
  rowOf,
  rowUpdateOf,
  withChanges,
} from './item-document.ts'
import { requireRoomUnderParent, requireWithinItemSize } from './item-limits.ts'
import { findItems, readItem } from './item-reads.ts'
import { audienceIn, entityAudienceIn } from './item-sight.ts'
import { copyChildren, deleteDescendants, parentColumns, type Root } from './item-tree.ts'
import { insertRowsInBatches } from './row-batches.ts'

/**
 * Writing every kind's rows generically from the registry (KINDS): top-level items and their
 * children alike. Each exported operation is atomic: it runs in its own transaction, or in the
 * caller's when given one; a child's write locks its root first and moves its revision.
 */

/**
 * Locks the top-level item a child change belongs to, first of all the change's locks (its
 * lists', then the child's row): every write under one item so takes its locks in one order,
 * root first, as a change of type does. PostgreSQL only; SQLite runs one write at a time.
 */
async function lockRoot(db: Db, root: Root): Promise<void> {
  if (engineOfDb(db) !== 'postgres') return
  await itemDb(db)
    .selectFrom(root.kind.table)
    .select('id')
    .where('id', '=', root.id)
    .forUpdate()
    .execute()
}

/**
 * Who may see a child, as its top-level item stands inside the child's write (locked first,
 * see lockRoot): the live channel tells the change to this item's audience. Null when the
 * item is gone.
 */
async function rootAudience(db: Db, root: Root): Promise<ItemAudience | null> {
  const columns = OWNER_COLUMNS.filter((column) => root.kind.columns.includes(column))
  const row = await itemDb(db)
    .selectFrom(root.kind.table)
    .select(columns)
    .where('id', '=', root.id)
    .executeTakeFirst()
  return row ? audienceIn(db, ownedItemOf(row)) : null
}

/** The columns a top-level item's audience rests on (combat actors have no flags). */
const OWNER_COLUMNS = ['player_id', 'chronicle_id', 'hidden', 'public']

async function touchRoot(db: Db, root: Root | null): Promise<void> {
  if (root === null || !hasRevision(root.kind)) return
  await itemDb(db)
    .updateTable(root.kind.table)
    .set((eb) => ({ revision: eb(eb.ref('revision'), '+', 1) }))
    .where('id', '=', root.id)
    .execute()
}

/**
 * The history entry of a change to `entity` (a top-level item, or a child under `root`), or
 * null when its item keeps no history (a combat actor's poison). Recorded in the write's
 * transaction (history/history-recorder.ts).
 */
function historyEntry(
  kind: KindDefinition,
  entity: Entity,
  root: Root | null,
  event: WrittenEntry['event'],
  changes: FieldChanges,
): WrittenEntry | null {
  const id = entity.id as number
  if (root === null) {
    if (!HISTORY_KINDS.has(kind.name)) return null
    return { item: { kind: kind.name, id }, child: null, event, changes }
  }
  if (!HISTORY_KINDS.has(root.kind.name)) return null
  return {
    item: { kind: root.kind.name, id: root.id },
    child: { kind: kind.name, id },
    event,
    changes,
  }
}

async function recordChange(trx: Db, ...change: Parameters<typeof historyEntry>): Promise<void> {
  const entry = historyEntry(...change)
  if (entry !== null) await recordHistory(trx, [entry])
}

/** Each field that differs between `before` and `after`, as [before, after]. */
export function fieldChangesOf(
  fields: readonly string[],
  before: Entity,
  after: Entity,
): FieldChanges {
  const changed = changedFields(fields, before, after)
  return Object.fromEntries(
    Object.keys(changed).map((field) => [field, [before[field] ?? null, after[field] ?? null]]),
  )
}

/**
 * A child's fields as created or destroyed ([null, value] or [value, null]); a top-level
 * item's creation records no fields, since its first state is what its later changes start
 * from.
 */
function lifeChanges(
  kind: KindDefinition,
  entity: Entity,
  root: Root | null,
  event: 'create' | 'destroy',
): FieldChanges {
  if (root === null) return {}
  const none = {} as Entity
  return event === 'create'
    ? fieldChangesOf(kind.schemas.writableFields, none, entity)
    : fieldChangesOf(kind.schemas.writableFields, entity, none)
}

/**
 * Inserts a row placed last in each of its rank lists. `fields` holds every writable field
 * plus the placement (owner and chronicle, or parent columns, and create-only fields).
 */
async function insertRow(db: Db, kind: KindDefinition, fields: Entity, at: string) {
  const entity: Entity = { ...fields, version: 1, created_at: at, updated_at: at }
  if (kind.schemas.ranking !== 'none') {
    entity.sorting = await rankAtEnd(db, kind, 'sorting', rankScope(kind, 'sorting', entity), at)
  }
  if (kind.schemas.ranking === 'sorting-and-chronicle') {
    const scope = rankScope(kind, 'chronicle_sorting', entity)
    entity.chronicle_sorting = await rankAtEnd(db, kind, 'chronicle_sorting', scope, at)
  }
  const row = await itemDb(db)
    .insertInto(kind.table)
    .values(rowOf(kind, entity, engineOfDb(db)))
    .returningAll()
    .executeTakeFirstOrThrow()
  return entityOf(kind, row)
}

/** What a write answers besides its own result: who may see what it changed (item-sight.ts). */
export interface Audienced {
  readonly audience: ItemAudience | null
}

/**
 * Creates a top-level item, or a child when `root` names the item it belongs to; the
 * audience in the answer is read in the same transaction (see rootAudience).
 */
export function insertItem(
  db: Db,
  kind: KindDefinition,
  fields: Entity,
  root: Root | null = null,
): Promise<{ readonly entity: Entity } & Audienced> {
  return inTransaction(db, async (trx) => {
    if (root !== null) await lockRoot(trx, root)
    // Counted under the root's lock, so simultaneous creates cannot both take the last place.
    await requireRoomUnderParent(trx, kind, fields)
    const entity = await insertRow(trx, kind, fields, now())
    await requireWithinItemSize(trx, root)
    await touchRoot(trx, root)
    await recordChange(trx, kind, entity, root, 'create', lifeChanges(kind, entity, root, 'create'))
    const audience =
      root === null ? await entityAudienceIn(trx, entity) : await rootAudience(trx, root)
    return { entity, audience }
  })
}

/**
 * Creates a top-level item with copies of another item's children (and theirs): duplicate,
 * and a battlegroup made from a qc (`kinds` picks which children).
 */
export function insertItemWithCopies(
  db: Db,
  kind: KindDefinition,
  fields: Entity,
  source: { kind: KindName; id: number; kinds?: readonly KindName[] },
): Promise<Entity> {
  return inTransaction(db, async (trx) => {
    const at = now()
    const entity = await insertRow(trx, kind, fields, at)
    const target = { kind: kind.name, id: entity.id as number }
    await copyChildren(trx, source, target, at, source.kinds)
    await recordChange(trx, kind, entity, null, 'create', {})
    return entity
  })
}

/** A new row with the rows to create under it (an import's item and its children). */
export interface NewItemTree {
  readonly kind: KindDefinition
  readonly fields: Entity
  readonly children: readonly NewItemTree[]
}

/**
 * Creates a top-level item with every row under it, in one transaction, each list in the
 * order given; the item's size is checked as a child write's is (MAX_ITEM_BYTES).
 */
export function insertItemTree(db: Db, tree: NewItemTree): Promise<Entity> {
  return inTransaction(db, async (trx) => {
    const entity = await insertTree(trx, tree, null, now(), createBreather())
    const root = { kind: tree.kind, id: entity.id as number }
    await requireWithinItemSize(trx, root)
    await recordChange(trx, tree.kind, entity, null, 'create', {})
    return entity
  })
}

/**
 * Creates a child with every row under it (a library copy: a weapon with its poisons) under
 * the parent its fields name, locking `root` first and checking room and size as a child's
 * create does; answers who may see it, read in the same transaction.
 */
export function insertChildTree(
  db: Db,
  tree: NewItemTree,
  parent: { kind: KindName; id: number },
  root: Root,
): Promise<{ readonly entity: Entity } & Audienced> {
  return inTransaction(db, async (trx) => {
    await lockRoot(trx, root)
    const placement = parentColumns(tree.kind, parent)
    await requireRoomUnderParent(trx, tree.kind, { ...tree.fields, ...placement })
    const entity = await insertTree(trx, tree, parent, now(), createBreather())
    await requireWithinItemSize(trx, root)
    await touchRoot(trx, root)
    const changes = lifeChanges(tree.kind, entity, root, 'create')
    await recordChange(trx, tree.kind, entity, root, 'create', changes)
    return { entity, audience: await rootAudience(trx, root) }
  })
}

async function insertTree(
  trx: Db,
  tree: NewItemTree,
  parent: { kind: KindName; id: number } | null,
  at: string,
  breathe: Breather,
): Promise<Entity> {
  const placement = parent === null ? {} : parentColumns(tree.kind, parent)
  const entity = await insertRow(trx, tree.kind, { ...tree.fields, ...placement }, at)
  await breathe()
  await insertChildren(
    trx,
    tree.children,
    { kind: tree.kind.name, id: entity.id as number },
    at,
    breathe,
  )
  return entity
}

/**
 * The rows under one new row, each list in the order given. A row with rows of its own under it
 * is written alone (they need its id); the others wait and go in multi-row INSERTs
 * (row-batches.ts), each kind's waiting rows written before the next of that kind that is
 * written alone, so every list keeps its order.
 */
async function insertChildren(
  trx: Db,
  children: readonly NewItemTree[],
  parent: { kind: KindName; id: number },
  at: string,
  breathe: Breather,
): Promise<void> {
  const waiting = new Map<KindDefinition, Entity[]>()
  const write = async (kind: KindDefinition) => {
    const rows = waiting.get(kind) ?? []
    waiting.delete(kind)
    await insertLeafRows(trx, kind, rows, at, breathe)
  }
  for (const child of children) {
    if (child.children.length === 0 && child.kind.schemas.ranking !== 'sorting-and-chronicle') {
      const rows = waiting.get(child.kind) ?? []
      rows.push({ ...child.fields, ...parentColumns(child.kind, parent) })
      waiting.set(child.kind, rows)
      continue
    }
    await write(child.kind)
    await insertTree(trx, child, parent, at, breathe)
  }
  for (const kind of [...waiting.keys()]) await write(kind)
}

/**
 * New rows without rows under them, placed last in their lists in the order given: the first
 * rank of each list is read from the database, the next ones follow it (rankAfterLast); when a
 * list's ranks are used up, the rows so far are written and the list re-spread (rankAtEnd).
 */
async function insertLeafRows(
  trx: Db,
  kind: KindDefinition,
  fieldsList: readonly Entity[],
  at: string,
  breathe: Breather,
): Promise<void> {
  const engine = engineOfDb(trx)
  const lastRank = new Map<string, number>()
  let rows: Record<string, ColumnValue>[] = []
  const flush = async () => {
    await insertRowsInBatches(trx, kind, rows, breathe)
    rows = []
  }
  for (const fields of fieldsList) {
    const entity: Entity = { ...fields, version: 1, created_at: at, updated_at: at }
    if (kind.schemas.ranking === 'sorting') {
      const scope = rankScope(kind, 'sorting', entity)
      const key = JSON.stringify(scope)
      const previous = lastRank.get(key)
      let rank = previous === undefined || scope === null ? null : rankAfterLast([previous])
      if (rank === null) {
        await flush()
        rank = await rankAtEnd(trx, kind, 'sorting', scope, at)
      }
      lastRank.set(key, rank)
      entity.sorting = rank
    }
    rows.push(rowOf(kind, entity, engine))
  }
  await flush()
}

export interface RankMoveRequest {
  readonly column: RankColumn
  readonly position: SortingPosition
}

export type UpdateResult =
  | { readonly status: 'unchanged'; readonly entity: Entity }
  | {
      readonly status: 'updated'
      readonly entity: Entity
      /** Every field that changed, with its new value (version and updated_at included). */
      readonly changes: Record<string, unknown>
      /** Other rows whose rank changed because their list was re-spread. */
      readonly reranked: readonly Entity[]
    }

/**
 * Writes `next` (the whole entity after the change) over `before`, and the requested moves.
 * Nothing is written, and the version stays, when no field differs and no move changes the
 * order. Throws VersionConflict when the row changed since `before` was read.
 */
export function updateItem(
  db: Db,
  kind: KindDefinition,
  before: Entity,
  next: Entity,
  moves: readonly RankMoveRequest[],
  root: Root | null,
): Promise<UpdateResult> {
  return inTransaction(db, async (trx) => {
    if (root !== null) await lockRoot(trx, root)
    const lists = moves.map(({ column }) => ({ column, scope: rankScope(kind, column, before) }))
    await lockRankScopes(trx, kind, lists)
    return writeUpdate(trx, kind, before, next, moves, root)
  })
}

/** A row and who may see it. */
export interface AudiencedEntity extends Audienced {
  readonly entity: Entity
}

/** An update as writeLockedUpdate answers it: with the audience of each row it changed. */
export type LockedUpdateResult =
  | Extract<UpdateResult, { status: 'unchanged' }>
  | (Omit<Extract<UpdateResult, { status: 'updated' }>, 'reranked'> & {
      readonly before: Entity
      readonly audience: ItemAudience
      readonly reranked: readonly AudiencedEntity[]
    })

/** A row read afresh and locked until its transaction ends, with a child's root as locked. */
export interface LockedRow {
  readonly before: Entity
  /** For a child: its top-level item, locked first (see lockRoot). */
  readonly root: Entity | null
}

/**
 * Reads a row (and, for a child, its root first) locked until the end of the caller's
 * transaction, so that concurrent changes of one item queue up instead of failing; undefined
 * when either is gone. A move locks its lists before the row (see lockRankScopes): when the row
 * left those lists meanwhile, VersionConflict. The caller then checks that what its permission
 * rested on still holds, and writes with writeLockedUpdate in the same transaction.
 */
export async function lockForUpdate(
  trx: Db,
  kind: KindDefinition,
  id: number,
  moves: readonly RankMoveRequest[],
  root: Root | null,
): Promise<LockedRow | undefined> {
  const lockedRoot = root === null ? null : await readItem(trx, root.kind, root.id, true)
  if (lockedRoot === undefined) return undefined
  const listsOf = (entity: Entity) =>
    moves.map(({ column }) => ({ column, scope: rankScope(kind, column, entity) }))
  const locksLists = moves.length > 0 && engineOfDb(trx) === 'postgres'
  const unlocked = locksLists ? await readItem(trx, kind, id, false) : undefined
  if (unlocked) await lockRankScopes(trx, kind, listsOf(unlocked))
  const before = await readItem(trx, kind, id, true)
  if (before === undefined) return undefined
  if (unlocked && JSON.stringify(listsOf(unlocked)) !== JSON.stringify(listsOf(before))) {
    throw new VersionConflict()
  }
  return { before, root: lockedRoot }
}

/**
 * Writes `next` over a row lockForUpdate locked in this transaction, with its moves, and answers
 * who may see each row it changed (a child's audience is its root's, which it did not change).
 */
export async function writeLockedUpdate(
  trx: Db,
  kind: KindDefinition,
  locked: LockedRow,
  next: Entity,
  moves: readonly RankMoveRequest[],
  root: Root | null,
): Promise<LockedUpdateResult> {
  const { before } = locked
  const result = await writeUpdate(trx, kind, before, next, moves, root)
  if (result.status === 'unchanged') return result
  await requireWithinItemSize(trx, root)
  const childAudience = locked.root && (await entityAudienceIn(trx, locked.root))
  const audienceOf = async (after: Entity, previous: Entity) =>
    childAudience ?? entityAudienceIn(trx, after, previous)
  const reranked: AudiencedEntity[] = []
  for (const entity of result.reranked) {
    reranked.push({ entity, audience: await audienceOf(entity, entity) })
  }
  return { ...result, before, audience: await audienceOf(result.entity, before), reranked }
}

async function writeUpdate(
  trx: Db,
  kind: KindDefinition,
  before: Entity,
  next: Entity,
  moves: readonly RankMoveRequest[],
  root: Root | null,
): Promise<UpdateResult> {
  const writable = kind.schemas.writableFields
  const fieldChanges = changedFields(writable, before, next)
  const plans: RankMovePlan[] = []
  for (const move of moves) {
    const plan = await planMove(trx, kind, move.column, before, move.position)
    if (plan !== null) plans.push(plan)
  }
  if (Object.keys(fieldChanges).length === 0 && plans.length === 0) {
    return { status: 'unchanged', entity: before }
  }
  const at = now()
  const set = rowUpdateOf(kind, engineOfDb(trx), next, at)
  const changes: Record<string, unknown> = { ...fieldChanges }
  for (const plan of plans) {
    set[plan.column] = plan.rank
    changes[plan.column] = plan.rank
  }
  const written = await itemDb(trx)
    .updateTable(kind.table)
    .set((eb) => ({
      ...set,
      version: eb(eb.ref('version'), '+', 1),
      ...(hasRevision(kind) ? { revision: eb(eb.ref('revision'), '+', 1) } : {}),
    }))
    .where('id', '=', before.id as number)
    .where('version', '=', before.version as number)
    .executeTakeFirst()
  if (Number(written.numUpdatedRows) !== 1) throw new VersionConflict()
  changes.version = (before.version as number) + 1
  changes.updated_at = at
  const reranked: Entity[] = []
  for (const plan of plans) {
    await applyReranks(trx, kind, plan, at)
    reranked.push(
      ...(
        await findItems(
          trx,
          kind,
          plan.reranked.map((move) => move.id),
        )
      ).map((item) => item.entity),
    )
  }
  await touchRoot(trx, root)
  if (Object.keys(fieldChanges).length > 0) {
    const recorded = fieldChangesOf(Object.keys(fieldChanges), before, next)
    await recordChange(trx, kind, before, root, 'update', recorded)
  }
  // The row now holds exactly `next` with the new ranks, version and timestamp.
  return { status: 'updated', entity: withChanges(kind, before, changes), changes, reranked }
}

/**
 * Deletes an item and everything under it; answers who could see it, read in the same
 * transaction (for a child, its root's audience; see rootAudience).
 */
export function deleteItem(
  db: Db,
  kind: KindDefinition,
  entity: Entity,
  root: Root | null,
): Promise<Audienced> {
  return inTransaction(db, async (trx) => {
    if (root !== null) await lockRoot(trx, root)
    const id = entity.id as number
    await deleteDescendants(trx, kind, [id])
    await itemDb(trx).deleteFrom(kind.table).where('id', '=', id).execute()
    await touchRoot(trx, root)
    if (root === null) await deleteHistory(trx, kind.name, [id])
    else
      await recordChange(
        trx,
        kind,
        entity,
        root,
        'destroy',
        lifeChanges(kind, entity, root, 'destroy'),
      )
    const audience =
      root === null ? await entityAudienceIn(trx, entity) : await rootAudience(trx, root)
    return { audience }
  })
}

/** What a change of type does to the item's children of one kind. */
export interface ChildRewrites {
  readonly deleted: readonly Entity[]
  readonly rewritten: readonly { readonly before: Entity; readonly after: Entity }[]
}

/**
 * Replaces an item's fields in place (change_type) with a version check: VersionConflict when
 * it changed since `before` was read. Once written, the row is locked, and a child write locks
 * its root first (see lockRoot), so the children read next stay as read until commit. `root`
 * names a child's top-level item, for its history.
 */
export async function rewriteRow(
  trx: Db,
  kind: KindDefinition,
  before: Entity,
  next: Entity,
  at: string,
  root: Root | null = null,
): Promise<Entity> {
  const row = rowOf(kind, { ...next, updated_at: at }, engineOfDb(trx))
  delete row.version
  const updated = await itemDb(trx)
    .updateTable(kind.table)
    .set((eb) => ({
      ...row,
      version: eb(eb.ref('version'), '+', 1),
      ...(hasRevision(kind) ? { revision: eb(eb.ref('revision'), '+', 1) } : {}),
    }))
    .where('id', '=', before.id as number)
    .where('version', '=', before.version as number)
    .returningAll()
    .executeTakeFirst()
  if (updated === undefined) throw new VersionConflict()
  const after = entityOf(kind, updated)
  // A change of type changes the type itself, a field no PATCH writes.
  const fields = [...kind.schemas.writableFields, ...kind.schemas.createOnlyFields]
  const changes = fieldChangesOf(fields, before, after)
  if (Object.keys(changes).length > 0) await recordChange(trx, kind, after, root, 'update', changes)
  return after
}

/** Deletes and rewrites children of one kind under `root` as planned, each with a version check. */
export async function rewriteChildren(
  trx: Db,
  kind: KindDefinition,
  plan: ChildRewrites,
  at: string,
  root: Root,
): Promise<ChildRewrites> {
  for (const child of plan.deleted) await deleteItem(trx, kind, child, root)
  const rewritten: { before: Entity; after: Entity }[] = []
  for (const child of plan.rewritten) {
    rewritten.push({
      before: child.before,
      after: await rewriteRow(trx, kind, child.before, child.after, at, root),
    })
  }
  return { deleted: plan.deleted, rewritten }
}
