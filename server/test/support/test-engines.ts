import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe } from 'vitest'
import { type Database, openDatabase } from '../../src/db/database.ts'
import { migrateToLatest } from '../../src/db/migrate.ts'
import type { Engine } from '../../src/db/portable-columns.ts'

/** A database engine the suite runs on, able to hand out fresh, migrated databases. */
export interface TestEngine {
  name: Engine
  /** A new empty database with the schema applied; drop() closes and removes it. */
  freshDatabase(): Promise<TestDatabase>
}

export interface TestDatabase {
  database: Database
  /** The DATABASE_URL naming it for another process (a server spawned on it). */
  url: string
  drop(): Promise<void>
}

/**
 * Declares the enclosed tests once per engine: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL names a server whose user may create databases.
 */
export function forEachEngine(define: (engine: TestEngine) => void): void {
  for (const engine of testEngines()) describe(`on ${engine.name}`, () => define(engine))
}

export function testEngines(): TestEngine[] {
  const adminUrl = process.env.TEST_DATABASE_URL
  return adminUrl ? [sqliteEngine, postgresEngine(adminUrl)] : [sqliteEngine]
}

const sqliteEngine: TestEngine = {
  name: 'sqlite',
  async freshDatabase() {
    const folder = mkdtempSync(join(tmpdir(), 'loom-test-'))
    const file = join(folder, 'loom.sqlite')
    const database = openDatabase({ engine: 'sqlite', file })
    await migrateToLatest(database.db)
    return {
      database,
      url: file,
      async drop() {
        await database.close()
        rmSync(folder, { recursive: true, force: true })
      },
    }
  },
}

function postgresEngine(adminUrl: string): TestEngine {
  return { name: 'postgres', freshDatabase: () => freshPostgresDatabase(adminUrl) }
}

/** Runs one statement on the PostgreSQL server of `adminUrl` over a connection of its own. */
export async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new migrated database on the PostgreSQL server of `adminUrl`, whose user may create databases. */
export async function freshPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const admin = (statement: string) => runAsAdmin(adminUrl, statement)
  const name = `loom_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = openDatabase({ engine: 'postgres', url: url.href }, { poolSize: 3 })
  await migrateToLatest(database.db)
  return {
    database,
    url: url.href,
    async drop() {
      await database.close()
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
