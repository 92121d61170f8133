import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { killServer, listeningPort, spawnServer } from './support/server-process.ts'

/** The real entry point, from source; the e2e journeys run its build. */
describe('the server process', () => {
  const folder = mkdtempSync(join(tmpdir(), 'loom-main-'))
  const databaseFile = join(folder, 'loom.sqlite')
  let server: ChildProcess
  let port = 0

  beforeAll(async () => {
    server = spawnServer({ DATABASE_URL: databaseFile, SECRET_KEY_BASE: 'main-test-'.repeat(8) })
    port = await listeningPort(server)
  }, 30_000)

  afterAll(() => {
    killServer(server)
    rmSync(folder, { recursive: true, force: true })
  })

  it.each(['127.0.0.1', '[::1]'])('answers /healthz on loopback %s', async (host) => {
    const response = await fetch(`http://${host}:${port}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('migrated the SQLite file named by DATABASE_URL', () => {
    expect(existsSync(databaseFile)).toBe(true)
  })

  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
    const body = JSON.stringify({ player: { display_name: 'Late' } })
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const late = request(
        {
          host: '127.0.0.1',
          port,
          method: 'PATCH',
          path: '/api/v1/players/1',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        },
      )
      late.on('error', reject)
      late.write(body.slice(0, 5))
      setTimeout(() => {
        server.kill('SIGTERM')
        setTimeout(() => late.end(body.slice(5)), 300)
      }, 300)
    })
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve))

    expect(await answer).toEqual({
      status: 401,
      body: JSON.stringify({ error: 'You need to sign in to do that' }),
    })
    expect(await exited).toBe(0)
    // better-sqlite3 folds the write-ahead log back into the file when the database closes.
    expect(existsSync(`${databaseFile}-wal`)).toBe(false)
  }, 20_000)
})
