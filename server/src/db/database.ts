import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseTarget } from './database-url.ts'
import type { Engine } from './portable-columns.ts'
import type { Db } from './schema.ts'
import { cacheStatements } from './statement-cache.ts'

/** An open database: the query builder, which engine it talks to, and how to close it. */
export interface Database {
  db: Db
  engine: Engine
  close(): Promise<void>
}

export interface OpenOptions {
  /** PostgreSQL connections kept open; tests keep it small. */
  poolSize?: number
}

export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Database {
  const dialect =
    target.engine === 'postgres'
      ? postgresDialect(target.url, options.poolSize ?? 10)
      : sqliteDialect(target.file)
  const db: Db = new Kysely({ dialect })
  return { db, engine: target.engine, close: () => db.destroy() }
}

function sqliteDialect(file: string): SqliteDialect {
  mkdirSync(dirname(file), { recursive: true })
  const database = new SqliteDatabase(file)
  database.pragma('journal_mode = WAL')
  // Every acknowledged write survives a power cut, not only a crash of the process: FULL syncs
  // the WAL on each commit. Set on every open, since better-sqlite3's build defaults WAL
  // databases to NORMAL, which a reopened file would otherwise run with.
  database.pragma('synchronous = FULL')
  database.pragma('foreign_keys = ON')
  // Several server processes may share the file; wait for a writer instead of failing.
  database.pragma('busy_timeout = 5000')
  cacheStatements(database)
  return new SqliteDialect({ database })
}

const PG_INT8 = 20
const PG_JSONB = 3802
const PG_TIMESTAMPTZ = 1184

/**
 * Make PostgreSQL hand back what better-sqlite3 hands back: numbers for bigint counts,
 * JSON documents as text, timestamps as ISO strings.
 */
const portableTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_INT8) return (text: string) => Number(text)
    if (oid === PG_JSONB) return (text: string) => text
    if (oid === PG_TIMESTAMPTZ) {
      const parseDate = pg.types.getTypeParser(PG_TIMESTAMPTZ, 'text')
      return (text: string) => (parseDate(text) as Date).toISOString()
    }
    return pg.types.getTypeParser(oid, format ?? 'text')
  }) as pg.CustomTypesConfig['getTypeParser'],
}

function postgresDialect(url: string, max: number): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max, types: portableTypes })
  // An idle connection that the server drops (restart, failover, an admin terminating it)
  // is discarded by the pool and replaced on demand; unheard, the error would crash Node.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`)
  })
  return new PostgresDialect({ pool })
}
