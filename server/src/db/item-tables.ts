import type { KindDefinition, KindName } from '@loom/core'
import type { Generated, Kysely } from 'kysely'
import { type Engine, engineOf } from './portable-columns.ts'
import type { Db } from './schema.ts'

/**
 * The item tables (migration 0003) seen generically: which columns a kind has comes from its
 * registry entry (KINDS), so one store serves every kind. Values are what both engines hand
 * back: numbers, ISO timestamp strings, JSON text, and flags as booleans (PostgreSQL) or 0/1
 * (SQLite).
 */
export type ColumnValue = string | number | boolean | null

export interface ItemTable {
  id: Generated<number>
  [column: string]: ColumnValue | Generated<number>
}

export type ItemDb = Kysely<Record<string, ItemTable>>
export type ItemRow = Record<string, ColumnValue>

export function itemDb(db: Db): ItemDb {
  return db as unknown as ItemDb
}

/** Flags are booleans on PostgreSQL and 0/1 on SQLite, which cannot bind booleans. */
export function flagValue(engine: Engine, value: boolean): boolean | number {
  return engine === 'postgres' ? value : value ? 1 : 0
}

const engines = new WeakMap<Db, Engine>()

/** Which engine a database handle (or transaction) talks to, worked out once per handle. */
export function engineOfDb(db: Db): Engine {
  let engine = engines.get(db)
  if (engine === undefined) {
    engine = engineOf(db as unknown as Kysely<unknown>)
    engines.set(db, engine)
  }
  return engine
}

/**
 * Kinds whose rows keep a `revision`, bumped with every change to the item or anything under
 * it, so that one number names the state of a whole sheet.
 */
const REVISED_KINDS: ReadonlySet<KindName> = new Set(['character', 'qc', 'battlegroup'])

export function hasRevision(kind: KindDefinition): boolean {
  return REVISED_KINDS.has(kind.name)
}
