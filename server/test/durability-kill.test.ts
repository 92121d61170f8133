import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createSessionTokens } from '../src/auth/session-token.ts'
import { deriveKey } from '../src/secret-key-base.ts'
import { killServer, listeningPort, spawnServer } from './support/server-process.ts'
import { forEachEngine } from './support/test-engines.ts'

const SECRET_KEY_BASE = 'durability-'.repeat(6)
/** Requests in flight at every moment of the burst. */
const IN_FLIGHT = 8
/** The server dies when this many writes have been answered. */
const KILL_AFTER_ACKNOWLEDGED = 120

interface Acknowledged {
  kind: 'character' | 'merit'
  id: number
  name: string
}

const server = async (databaseUrl: string) => {
  const started = spawnServer({
    DATABASE_URL: databaseUrl,
    SECRET_KEY_BASE,
    WRITE_RATE_LIMIT: 'off',
  })
  return { process: started, base: `http://127.0.0.1:${await listeningPort(started)}` }
}

/**
 * SIGKILL in the middle of a burst of writes, then a restart on the same database: every
 * write the server answered before it died is there. (The SQLite file runs with
 * synchronous=FULL; what a killed process loses is only what it never acknowledged.)
 */
describe('a server killed in a burst of writes', () => {
  forEachEngine((engine) => {
    it('keeps every write it acknowledged, after a restart', async () => {
      const fresh = await engine.freshDatabase()
      const now = new Date().toISOString()
      const player = await fresh.database.db
        .insertInto('players')
        .values({ display_name: 'Ana', email: 'ana@example.com', created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow()
      const token = await createSessionTokens(deriveKey(SECRET_KEY_BASE, 'session token')).issue(
        player.id,
      )
      const first = await server(fresh.url)
      let restarted: Awaited<ReturnType<typeof server>> | undefined
      try {
        const post = (base: string, path: string, body: object) =>
          fetch(`${base}/api/v1${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        const parent = (await (
          await post(first.base, '/characters', { name: 'Burst' })
        ).json()) as {
          id: number
        }

        const acknowledged: Acknowledged[] = []
        let next = 0
        let killed = false
        const exited = once(first.process, 'exit')
        const writer = async () => {
          while (!killed) {
            const n = next++
            const kind = n % 2 === 0 ? 'character' : 'merit'
            const name = `${kind} ${n}`
            try {
              const answer =
                kind === 'character'
                  ? await post(first.base, '/characters', { name })
                  : await post(first.base, `/characters/${parent.id}/merits`, { merit_name: name })
              if (answer.status !== 200) throw new Error(`${name}: ${answer.status}`)
              const { id } = (await answer.json()) as { id: number }
              acknowledged.push({ kind, id, name })
            } catch (error) {
              if (killed) return
              throw error
            }
            if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && !killed) {
              // The other writers' requests are in flight at this moment.
              killed = true
              killServer(first.process)
            }
          }
        }
        await Promise.all(Array.from({ length: IN_FLIGHT }, writer))
        await exited

        restarted = await server(fresh.url)
        const get = async (path: string) => {
          const answer = await fetch(`${restarted!.base}/api/v1${path}`, {
            headers: { authorization: `Bearer ${token}` },
          })
          expect(answer.status, path).toBe(200)
          return (await answer.json()) as { name: string; merits: { merit_name: string }[] }
        }
        for (const write of acknowledged.filter((one) => one.kind === 'character')) {
          expect((await get(`/characters/${write.id}`)).name).toBe(write.name)
        }
        const merits = new Set(
          (await get(`/characters/${parent.id}`)).merits.map((m) => m.merit_name),
        )
        const lost = acknowledged.filter((one) => one.kind === 'merit' && !merits.has(one.name))
        expect(lost).toEqual([])
        expect(acknowledged.filter((one) => one.kind === 'merit').length).toBeGreaterThan(0)
      } finally {
        killServer(first.process)
        if (restarted) killServer(restarted.process)
        await fresh.drop()
      }
    }, 90_000)
  })
})
