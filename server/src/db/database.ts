import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { DatabaseTarget } from './database-url.ts'
import type { Engine } from './portable-columns.ts'
import type { Db } from './schema.ts'
import { cacheStatements } from './statement-cache.ts'
import { walGroupSync } from './wal-group-sync.ts'

/** An open database: the query builder, which engine it talks to, and how to close it. */
export interface Database {
  db: Db
  engine: Engine
  /**
   * Resolves once every write committed so far survives a power cut. Answers to requests wait
   * for it; on PostgreSQL a commit already is durable when it returns.
   */
  untilDurable(): Promise<void>
  /** Grows with every write (SQLite); tells whether a request may have written anything. */
  writeCount(): number
  /** Resolves when the database answers a query; rejects with why it does not. */
  answers(): Promise<void>
  /** What the metrics read at each scrape. */
  usage(): DatabaseUsage
  close(): Promise<void>
}

export type DatabaseUsage =
  | { engine: 'sqlite'; walSyncs: number; walSyncing: boolean }
  | { engine: 'postgres'; total: number; idle: number; waiting: number }

export interface OpenOptions {
  /** PostgreSQL connections kept open; tests keep it small. */
  poolSize?: number
}

export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Database {
  if (target.engine === 'postgres') {
    const pool = postgresPool(target.url, options.poolSize ?? 10)
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      engine: 'postgres',
      untilDurable: async () => {},
      writeCount: () => 0,
      answers: () => selectOne(db),
      usage: () => ({
        engine: 'postgres',
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => db.destroy(),
    }
  }
  return openSqlite(target.file)
}

function openSqlite(file: string): Database {
  mkdirSync(dirname(file), { recursive: true })
  const database = new SqliteDatabase(file)
  database.pragma('journal_mode = WAL')
  // Commits write the WAL without syncing it; walGroupSync syncs it, off the event loop and
  // once for many commits, before any answer that follows a write (see wal-group-sync.ts).
  // Every acknowledged write still survives a power cut.
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  // Several server processes may share the file; wait for a writer instead of failing.
  database.pragma('busy_timeout = 5000')
  const walSync = walGroupSync(database, `${database.name}-wal`)
  cacheStatements(database)
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database }) })
  return {
    db,
    engine: 'sqlite',
    untilDurable: walSync.untilDurable,
    writeCount: walSync.writeCount,
    answers: () => selectOne(db),
    usage: () => {
      const { completed, running } = walSync.syncs()
      return { engine: 'sqlite', walSyncs: completed, walSyncing: running }
    },
    close: async () => {
      walSync.close()
      await db.destroy()
    },
  }
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

async function selectOne(db: Db): Promise<void> {
  await sql`select 1`.execute(db)
}

function postgresPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types: portableTypes })
  // An idle connection that the server drops (restart, failover, an admin terminating it)
  // is discarded by the pool and replaced on demand; unheard, the error would crash Node.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`)
  })
  return pool
}
