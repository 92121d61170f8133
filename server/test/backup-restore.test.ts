import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createSessionTokens } from '../src/auth/session-token.ts'
import type { Database } from '../src/db/database.ts'
import { deriveKey } from '../src/secret-key-base.ts'
import { killServer, listeningPort, spawnServer } from './support/server-process.ts'
import { freshPostgresDatabase, testEngines } from './support/test-engines.ts'

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const adminUrl = process.env.TEST_DATABASE_URL
const secretKeyBase = randomBytes(32).toString('hex')
const tokens = createSessionTokens(deriveKey(secretKeyBase, 'session token'))
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function serve(databaseUrl: string): Promise<string> {
  const server = spawnServer({
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SECRET_KEY_BASE: secretKeyBase,
    WRITE_RATE_LIMIT: 'off',
  })
  cleanups.push(() => killServer(server))
  return `http://127.0.0.1:${await listeningPort(server)}`
}

async function playerToken(database: Database): Promise<string> {
  const player = await database.db
    .insertInto('players')
    .values({
      display_name: 'Keeper',
      email: 'keeper@example.com',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return tokens.issue(player.id)
}

/**
 * Players create characters through the running server while `backUp` runs; resolves with the
 * writes acknowledged before it began (which the backup owes) and how many came during it.
 */
async function backUpUnderWrites(base: string, token: string, backUp: () => Promise<void>) {
  const acknowledged = new Map<number, string>()
  let next = 0
  let writing = true
  const writer = async () => {
    while (writing) {
      const name = `Zan ${next++}`
      const response = await fetch(`${base}/api/v1/characters`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, type: 'Character' }),
      })
      expect(response.status).toBe(200)
      acknowledged.set(((await response.json()) as { id: number }).id, name)
    }
  }
  const writers = Array.from({ length: 4 }, writer)
  while (acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 20))
  const owed = new Map(acknowledged)
  await backUp()
  const duringBackup = acknowledged.size - owed.size
  writing = false
  await Promise.all(writers)
  return { owed, duringBackup }
}

/** Every owed write, read back through the API of a server started on the restored data. */
async function expectRestored(base: string, token: string, owed: Map<number, string>) {
  for (const [id, name] of owed) {
    const response = await fetch(`${base}/api/v1/characters/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status, `character ${id}`).toBe(200)
    expect(((await response.json()) as { name: string }).name).toBe(name)
  }
}

describe('npm run backup, taken from a running SQLite server under writes', () => {
  it('restores into a fresh server holding every write acknowledged before it', async () => {
    const sqlite = testEngines()[0]!
    const fresh = await sqlite.freshDatabase()
    cleanups.push(() => fresh.drop())
    const folder = mkdtempSync(join(tmpdir(), 'loom-backup-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    const token = await playerToken(fresh.database)
    const base = await serve(fresh.url)
    const backupFile = join(folder, 'backup.sqlite')

    const { owed, duringBackup } = await backUpUnderWrites(base, token, async () => {
      const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', backupFile], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: fresh.url },
      })
      expect(stdout).toContain(`to ${backupFile}`)
    })
    expect(duringBackup).toBeGreaterThan(0)

    const restored = join(folder, 'restored', 'loom.sqlite')
    mkdirSync(join(folder, 'restored'))
    copyFileSync(backupFile, restored)
    await expectRestored(await serve(restored), token, owed)
  }, 180_000)

  it('refuses to overwrite a file, to back up nothing, and names pg_dump for PostgreSQL', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loom-backup-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    const taken = join(folder, 'taken.sqlite')
    copyFileSync(fileURLToPath(import.meta.url), taken)
    await expect(
      run('npm', ['run', '--silent', 'backup', '--', taken], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: taken },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining(`${taken} exists already`) })
    await expect(
      run('npm', ['run', '--silent', 'backup', '--', taken], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: join(folder, 'loom.sqlite') },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('There is no database at') })
    await expect(
      run('npm', ['run', '--silent', 'backup'], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: 'postgres://loom@127.0.0.1/loom' },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('back it up with pg_dump -Fc') })
  }, 30_000)
})

describe.skipIf(!adminUrl)('pg_dump, taken from a running PostgreSQL server under writes', () => {
  it('pg_restore into a fresh database holds every write acknowledged before it', async () => {
    const fresh = await freshPostgresDatabase(adminUrl!)
    cleanups.push(() => fresh.drop())
    const folder = mkdtempSync(join(tmpdir(), 'loom-pgdump-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    const token = await playerToken(fresh.database)
    const base = await serve(fresh.url)
    const dump = join(folder, 'loom.dump')

    const { owed, duringBackup } = await backUpUnderWrites(base, token, async () => {
      await run('pg_dump', ['--format=custom', '--file', dump, fresh.url])
    })
    expect(duringBackup).toBeGreaterThan(0)

    const restoredName = `loom_restored_${process.pid}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${restoredName}`)
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`)
      await admin.end()
    })
    const restoredUrl = new URL(adminUrl!)
    restoredUrl.pathname = `/${restoredName}`
    await run('pg_restore', ['--no-owner', '--dbname', restoredUrl.href, dump])
    await expectRestored(await serve(restoredUrl.href), token, owed)
  }, 180_000)
})
