import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely'

/**
 * Column types that behave the same on SQLite and PostgreSQL, so one migration file
 * serves both engines.
 */
export type Engine = 'sqlite' | 'postgres'

export function engineOf(db: Kysely<unknown>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/**
 * An integer id that is never reused: a token naming a deleted player must not
 * open the account of the next player created.
 */
export function addIdColumn<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  engine: Engine,
): CreateTableBuilder<TB, C | 'id'> {
  return table.addColumn('id', 'integer', (column) =>
    engine === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement(),
  )
}

/** ISO-8601 text on SQLite (sorts correctly), timestamptz on PostgreSQL. */
export function timestampType(engine: Engine) {
  return engine === 'postgres' ? 'timestamptz' : 'text'
}

/** A JSON document: text on SQLite, jsonb on PostgreSQL. Read and write it with json-document.ts. */
export function jsonDocumentType(engine: Engine) {
  return engine === 'postgres' ? 'jsonb' : 'text'
}
