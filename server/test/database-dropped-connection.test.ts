import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestDatabase, testEngines } from './support/test-engines.ts'

const postgres = testEngines().find((engine) => engine.name === 'postgres')

// Only PostgreSQL has connections a server can drop; SQLite runs in process.
describe.runIf(postgres)('on postgres', () => {
  let fresh: TestDatabase

  beforeAll(async () => {
    fresh = await postgres!.freshDatabase()
  })
  afterAll(async () => {
    await fresh?.drop()
  })

  it('survives the server dropping an idle connection and keeps answering', async () => {
    const { db } = fresh.database
    const backend = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)
    const pid = backend.rows[0]!.pid
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.message)
    process.on('warning', onWarning)
    try {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      await admin.query('select pg_terminate_backend($1)', [pid])
      await admin.end()
      await expect.poll(() => warnings.some((text) => text.includes('idle connection'))).toBe(true)

      const again = await sql<{ one: number }>`select 1 as one`.execute(db)
      expect(again.rows[0]!.one).toBe(1)
    } finally {
      process.off('warning', onWarning)
    }
  })
})
