import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const serverDir = fileURLToPath(new URL('..', import.meta.url))
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url))

/** The real entry point as the e2e harness and `npm start` run it. */
describe('the server process', () => {
  const folder = mkdtempSync(join(tmpdir(), 'loom-main-'))
  const databaseFile = join(folder, 'loom.sqlite')
  let server: ChildProcess
  let port = 0
  let output = ''

  beforeAll(async () => {
    server = spawn(tsx, ['src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        DATABASE_URL: databaseFile,
        SECRET_KEY_BASE: 'main-test-'.repeat(8),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line in:\n${output}`)), 20_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /Loom listening on http:\/\/localhost:(\d+)/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      }
      server.stdout?.on('data', read)
      server.stderr?.on('data', read)
    })
  }, 30_000)

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL')
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
