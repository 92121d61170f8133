import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionTokens } from '../src/auth/session-token.ts'
import { itemDb } from '../src/db/item-tables.ts'
import { deriveKey } from '../src/secret-key-base.ts'
import { CableClient } from './support/cable-client.ts'
import { settle } from './support/live-world.ts'
import { killServer, listeningPort, recordedOutput, spawnServer } from './support/server-process.ts'
import { freshPostgresDatabase, type TestDatabase } from './support/test-engines.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
/** main.ts's bound on a shutdown, past which it gives up on what is still in flight. */
const SHUTDOWN_BOUND_MS = 10_000

/**
 * A rolling restart of one of two server processes behind a balancer (PostgreSQL and Redis):
 * the stopping one is sent SIGTERM while players write through it, and the client on it
 * reconnects to the other, as the web app does (the live protocol's `disconnect` with
 * `reconnect: true`, then a refetch).
 */
describe.skipIf(!adminUrl || !redisUrl)('a rolling restart of one of two processes', () => {
  const secretKeyBase = randomBytes(32).toString('hex')
  const tokens = createSessionTokens(deriveKey(secretKeyBase, 'session token'))
  let fresh: TestDatabase | undefined
  const servers: ChildProcess[] = []
  const start = async () => {
    const server = spawnServer({
      HOST: '127.0.0.1',
      DATABASE_URL: fresh!.url,
      REDIS_URL: redisUrl,
      SECRET_KEY_BASE: secretKeyBase,
      WRITE_RATE_LIMIT: 'off',
    })
    servers.push(server)
    return { server, base: `http://127.0.0.1:${await listeningPort(server)}` }
  }
  beforeAll(async () => {
    fresh = await freshPostgresDatabase(adminUrl!)
  })
  afterAll(async () => {
    for (const server of servers) killServer(server)
    await fresh?.drop()
  })

  it('loses no acknowledged write and no live event for a client that reconnects', async () => {
    const [stopping, staying] = await Promise.all([start(), start()])
    const player = await fresh!.database.db
      .insertInto('players')
      .values({
        display_name: 'Roller',
        email: 'roller@example.com',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const token = await tokens.issue(player.id)
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const onStopping = await CableClient.subscribed(stopping.base, token, player.id)
    const onStaying = await CableClient.subscribed(staying.base, token, player.id)

    const acknowledged = new Set<number>()
    const refusals: string[] = []
    let sent = 0
    let terminatedAt = 0
    const create = async (base: string) => {
      const response = await fetch(`${base}/api/v1/characters`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Zan ${sent++}`, type: 'Character' }),
      })
      if (response.status !== 200) {
        refusals.push(`${response.status} ${await response.text()}`)
        return false
      }
      acknowledged.add(((await response.json()) as { id: number }).id)
      return true
    }
    // Writers on the stopping process until it stops answering; the SIGTERM lands among them.
    const writeThroughStopping = async () => {
      while (true) {
        try {
          if (!(await create(stopping.base))) return
        } catch {
          return // Refused or reset: never acknowledged, so nothing is owed.
        }
        if (acknowledged.size >= 40 && terminatedAt === 0) {
          terminatedAt = Date.now()
          process.kill(-stopping.server.pid!, 'SIGTERM')
        }
      }
    }
    const exited = once(stopping.server, 'exit')
    const stoppingOutput = recordedOutput(stopping.server)
    await Promise.all(Array.from({ length: 4 }, writeThroughStopping))
    const [exitCode] = (await exited) as [number | null]
    // Once seen as 1 in a CI run at load 6, with no sign of why: the server's own words if again.
    expect(exitCode, stoppingOutput()).toBe(0)
    expect(Date.now() - terminatedAt).toBeLessThan(SHUTDOWN_BOUND_MS)
    // A closing process answers nothing but 503 to what still reaches it.
    for (const refusal of refusals) expect(refusal).toMatch(/^503 /)

    // The client on the stopped process was told to come back, and does, to the other one.
    expect(await onStopping.next((frame) => frame.type === 'disconnect', 10_000)).toEqual({
      type: 'disconnect',
      reason: 'server_restart',
      reconnect: true,
    })
    const heardBeforeRestart = onStopping.events().map((event) => event.id)
    const reconnected = await CableClient.subscribed(staying.base, token, player.id)
    // Writes go on through the process that stayed, while the client refetches.
    const afterwards = Promise.all(
      Array.from({ length: 10 }, async () => expect(await create(staying.base)).toBe(true)),
    )
    const refetched: number[] = []
    for (let page = 1; ; page++) {
      const response = await fetch(`${staying.base}/api/v1/characters?page=${page}&limit=10`, {
        headers,
      })
      const rows = (await response.json()) as { id: number }[]
      refetched.push(...rows.map((row) => row.id))
      if (page >= Number(response.headers.get('total-pages'))) break
    }
    await afterwards
    await settle()

    const stored = await itemDb(fresh!.database.db)
      .selectFrom('characters')
      .select('id')
      .where('player_id', '=', player.id)
      .execute()
    const storedIds = new Set(stored.map((row) => row.id))
    for (const id of acknowledged) expect(storedIds.has(id), `character ${id}`).toBe(true)

    const heardThroughout = new Set(onStaying.events().map((event) => event.id))
    for (const id of acknowledged) expect(heardThroughout.has(id), `event of ${id}`).toBe(true)

    const reconnectingView = new Set([
      ...heardBeforeRestart,
      ...refetched,
      ...reconnected.events().map((event) => event.id),
    ])
    for (const id of acknowledged) expect(reconnectingView.has(id), `view of ${id}`).toBe(true)
    expect(acknowledged.size).toBeGreaterThanOrEqual(50)
    for (const client of [onStopping, onStaying, reconnected]) client.close()
  }, 90_000)
})
