import type SqliteDatabase from 'better-sqlite3'

/**
 * Kysely prepares every SQLite query afresh, and preparing costs more than running the small
 * queries a request makes. This keeps the most recently used statements of a connection
 * (queries differ only in their SQL text; values are bound at run time), so a repeated query
 * is prepared once. Bounded, because `in (?, ?, …)` lists give many texts.
 */
const MAX_STATEMENTS = 500

export function cacheStatements(database: SqliteDatabase.Database): void {
  const prepare = database.prepare.bind(database)
  const statements = new Map<string, SqliteDatabase.Statement>()
  database.prepare = ((source: string) => {
    let statement = statements.get(source)
    if (statement === undefined) {
      statement = prepare(source)
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!)
    } else {
      statements.delete(source)
    }
    statements.set(source, statement)
    return statement
  }) as typeof database.prepare
}
