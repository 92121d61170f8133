import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.ts'
import { parseDatabaseUrl } from '../src/db/database-url.ts'
import { readJsonDocument, writeJsonDocument } from '../src/db/json-document.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { migrations } from '../src/db/migrations/index.ts'
import { addIdColumn, jsonDocumentType } from '../src/db/portable-columns.ts'
import type { Db } from '../src/db/schema.ts'
import { forEachEngine, type TestDatabase } from './support/test-engines.ts'

describe('DATABASE_URL', () => {
  it.each([
    [undefined, { engine: 'sqlite', file: expect.stringMatching(/\/data\/loom\.sqlite$/) }],
    ['', { engine: 'sqlite', file: expect.stringMatching(/\/data\/loom\.sqlite$/) }],
    ['postgres://u@db:5432/loom', { engine: 'postgres', url: 'postgres://u@db:5432/loom' }],
    ['postgresql://u@db/loom', { engine: 'postgres', url: 'postgresql://u@db/loom' }],
    ['sqlite:/var/lib/loom.sqlite', { engine: 'sqlite', file: '/var/lib/loom.sqlite' }],
    ['sqlite:///var/lib/loom.sqlite', { engine: 'sqlite', file: '/var/lib/loom.sqlite' }],
    ['/tmp/e2e/loom.sqlite', { engine: 'sqlite', file: '/tmp/e2e/loom.sqlite' }],
    [
      'data/other.sqlite',
      { engine: 'sqlite', file: expect.stringMatching(/^\/.*\/data\/other\.sqlite$/) },
    ],
  ])('reads %j as %j', (url, target) => {
    expect(parseDatabaseUrl(url)).toEqual(target)
  })

  it.each(['mysql://u@db/loom', 'sqlite:'])('refuses %j with a message naming the forms', (url) => {
    expect(() => parseDatabaseUrl(url)).toThrow(/postgres:\/\/…, sqlite:\/path or a file path/)
  })
})

describe('the SQLite file', () => {
  const SYNCHRONOUS_NORMAL = 1

  // NORMAL on every open: the group commit (wal-group-sync.ts) syncs the WAL itself, and FULL
  // would sync it a second time on the event loop's thread for each commit.
  it('leaves syncing to the group commit (synchronous=NORMAL), on the first open and after a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loom-synchronous-'))
    try {
      for (const start of ['first', 'restart']) {
        const database = openDatabase({ engine: 'sqlite', file: join(folder, 'loom.sqlite') })
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db)
        await database.close()
        expect({ start, synchronous: rows[0]?.synchronous }).toEqual({
          start,
          synchronous: SYNCHRONOUS_NORMAL,
        })
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

forEachEngine((engine) => {
  let fresh: TestDatabase
  let db: Db
  beforeAll(async () => {
    fresh = await engine.freshDatabase()
    db = fresh.database.db
  })
  afterAll(() => fresh.drop())

  it('runs the migrations again without changing anything', async () => {
    await migrateToLatest(db)
    const applied = await sql<{
      name: string
    }>`select name from kysely_migration order by name`.execute(db)
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations))
  })

  it('hands back timestamps exactly as written, as ISO strings', async () => {
    const at = '2024-03-01T10:15:30.123Z'
    const player = await db
      .insertInto('players')
      .values({ display_name: 'Time', email: null, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow()
    const read = await db
      .selectFrom('players')
      .select(['created_at', 'version'])
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow()
    expect(read).toEqual({ created_at: at, version: 1 })
  })

  it('refuses a second player with the same e-mail', async () => {
    const at = new Date().toISOString()
    const values = {
      display_name: 'Twin',
      email: 'twin@example.com',
      created_at: at,
      updated_at: at,
    }
    await db.insertInto('players').values(values).execute()
    await expect(db.insertInto('players').values(values).execute()).rejects.toThrow()
  })

  it('refuses an identity of a player that does not exist', async () => {
    const at = new Date().toISOString()
    const orphan = {
      player_id: 987654,
      provider: 'developer',
      uid: 'orphan',
      email: null,
      created_at: at,
      updated_at: at,
    }
    await expect(db.insertInto('identities').values(orphan).execute()).rejects.toThrow()
  })

  it('stores a JSON document and hands it back unchanged', async () => {
    await addIdColumn(db.schema.createTable('json_probe'), engine.name)
      .addColumn('sheet', jsonDocumentType(engine.name), (column) => column.notNull())
      .execute()
    const sheet = {
      name: 'Zan “the Bright” 🌞',
      essence: 3,
      ratio: 0.25,
      hidden: false,
      abil_craft: [{ id: 'a1B2c', craft: 'armor', rating: 4 }],
      nothing: null,
    }
    await sql`insert into json_probe (sheet) values (${writeJsonDocument(sheet)})`.execute(db)
    const { rows } = await sql<{ sheet: string }>`select sheet from json_probe`.execute(db)
    expect(rows.map((row) => readJsonDocument(row.sheet))).toEqual([sheet])
    if (engine.name === 'postgres') {
      const type = await sql<{
        type: string
      }>`select pg_typeof(sheet)::text as type from json_probe`.execute(db)
      expect(type.rows[0]?.type).toBe('jsonb')
    }
  })
})
