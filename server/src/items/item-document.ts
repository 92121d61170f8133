import { type KindDefinition, kindDefaults, type OwnedItem } from '@loom/core'
import { type ColumnValue, flagValue, type ItemRow } from '../db/item-tables.ts'
import { readJsonDocument, writeJsonDocument } from '../db/json-document.ts'
import type { Engine } from '../db/portable-columns.ts'

/**
 * An item as the API sees it: the kind's columns and document fields in one flat object
 * (the registry's `entity` shape), without embedded children.
 */
export type Entity = Record<string, unknown>

/**
 * What the permission predicates read of a top-level item (owner, chronicle, flags), from a
 * stored row or entity (SQLite stores flags as 0/1; combat actors have no flags).
 */
export function ownedItemOf(row: Readonly<Record<string, unknown>>): OwnedItem {
  return {
    player_id: Number(row.player_id),
    chronicle_id:
      row.chronicle_id === null || row.chronicle_id === undefined ? null : Number(row.chronicle_id),
    hidden: Boolean(row.hidden),
    public: Boolean(row.public),
  }
}

const FLAG_COLUMNS: ReadonlySet<string> = new Set(['hidden', 'public', 'pinned'])

/**
 * The entity stored in a row. A document field missing from an older document takes its
 * default, and keys the kind no longer has are left out.
 */
export function entityOf(kind: KindDefinition, row: ItemRow): Entity {
  const entity = columnsOf(kind, row)
  const document = readJsonDocument(String(row.document)) as Entity
  const defaults = kindDefaults(kind.name)
  for (const field of kind.documentFields) {
    entity[field] = Object.hasOwn(document, field) ? document[field] : defaults[field]
  }
  return entity
}

/**
 * The named fields of a row that holds only those: columns as stored, and each document field
 * as its own JSON text (null when missing from an older document, which takes the default).
 * Fields the kind does not have are left out.
 */
export function fieldsOf(kind: KindDefinition, row: ItemRow, fields: readonly string[]): Entity {
  const entity: Entity = {}
  for (const field of fields) {
    if (kind.columns.includes(field)) {
      const value = row[field]
      entity[field] = FLAG_COLUMNS.has(field) ? Boolean(value) : value
    } else if (kind.documentFields.includes(field)) {
      const value = row[field]
      entity[field] =
        value === null || value === undefined
          ? kindDefaults(kind.name)[field]
          : readJsonDocument(String(value))
    }
  }
  return entity
}

/** The column fields of an entity, as stored in a row. */
export function columnsOf(kind: KindDefinition, row: ItemRow): Entity {
  const entity: Entity = {}
  for (const column of kind.columns) {
    const value = row[column]
    entity[column] = FLAG_COLUMNS.has(column) ? Boolean(value) : value
  }
  return entity
}

/** The columns and document of an entity, ready to write; `id` is never written. */
export function rowOf(
  kind: KindDefinition,
  entity: Entity,
  engine: Engine,
): Record<string, ColumnValue> {
  const row: Record<string, ColumnValue> = {}
  for (const column of kind.columns) {
    if (column === 'id' || !Object.hasOwn(entity, column)) continue
    const value = entity[column]
    row[column] = FLAG_COLUMNS.has(column)
      ? flagValue(engine, value === true)
      : (value as ColumnValue)
  }
  row.document = documentOf(kind, entity)
  return row
}

export function documentOf(kind: KindDefinition, entity: Entity): string {
  const document: Entity = {}
  for (const field of kind.documentFields) document[field] = entity[field]
  return writeJsonDocument(document)
}

/** The fields of `after` whose values differ from `before`, with their new values. */
export function changedFields(
  fields: readonly string[],
  before: Entity,
  after: Entity,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  for (const field of fields) {
    if (!sameValue(before[field], after[field])) changes[field] = after[field]
  }
  return changes
}

/** Deep equality of JSON values (key order aside), without serialising them. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    return a.length === other.length && a.every((item, index) => sameValue(item, other[index]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  )
}

/** The columns an UPDATE sets so that a row holds `entity`'s document and flags. */
export function rowUpdateOf(
  kind: KindDefinition,
  engine: Engine,
  entity: Entity,
  at: string,
): Record<string, ColumnValue> {
  const set: Record<string, ColumnValue> = { document: documentOf(kind, entity), updated_at: at }
  for (const column of kind.columns) {
    if (kind.schemas.writableFields.includes(column)) {
      set[column] = flagValue(engine, entity[column] === true)
    }
  }
  return set
}

/** `before` with `changes` (every field that differs, with its new value) over it. */
export function withChanges(
  kind: KindDefinition,
  before: Entity,
  changes: Readonly<Record<string, unknown>>,
): Entity {
  const entity: Entity = {}
  for (const field of [...kind.columns, ...kind.documentFields]) {
    entity[field] = Object.hasOwn(changes, field) ? changes[field] : before[field]
  }
  return entity
}
