import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './support/test-app.ts'
import { runAsAdmin, testEngines } from './support/test-engines.ts'
import { type ThrowawayRedis, throwawayRedis } from './support/throwaway-redis.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const [sqlite] = testEngines()
const postgres = testEngines().find((engine) => engine.name === 'postgres')

/** Asks `url` until its status is `status` (the dependency's reconnecting takes a moment). */
async function untilStatus(
  app: ReturnType<typeof useTestApp>['app'],
  url: string,
  status: number,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs
  while (true) {
    const response = await app.inject({ method: 'GET', url })
    if (response.statusCode === status) return response
    if (Date.now() > deadline) {
      throw new Error(`${url} still answers ${response.statusCode} ${response.body}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('a process on SQLite alone', () => {
  const t = useTestApp(sqlite!)

  it('is alive and ready, with no Redis to ask about', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(health.json()).toEqual({ ok: true })
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ ready: true, database: 'ok' })
  })
})

describe('readiness follows Redis', () => {
  let redis: ThrowawayRedis
  beforeAll(async () => {
    redis = await throwawayRedis()
  })
  afterAll(() => redis?.stop())
  const t = useTestApp(sqlite!, {
    config: () => ({ redisUrl: redis.url, metricsToken: 'm'.repeat(32) }),
  })
  const redisGauge = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${'m'.repeat(32)}` },
    })
    return /loom_redis_connected\{connection="commands"\} (\d)/.exec(response.body)?.[1]
  }

  it('fails while Redis is down and recovers when it is back, without a restart', async () => {
    expect((await untilStatus(t.app, '/readyz', 200)).json()).toEqual({
      ready: true,
      database: 'ok',
      redis: 'ok',
    })
    await expect.poll(redisGauge, { timeout: 15_000 }).toBe('1')

    await redis.stop()
    const down = await untilStatus(t.app, '/readyz', 503)
    expect(down.json()).toEqual({ ready: false, database: 'ok', redis: 'down' })
    // The gauge follows the client's own events, which may come a moment after the failed ping.
    await expect.poll(redisGauge, { timeout: 15_000 }).toBe('0')
    // Alive all the same: a supervisor must not restart it for its Redis's sake.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)

    await redis.start()
    expect((await untilStatus(t.app, '/readyz', 200)).json()).toEqual({
      ready: true,
      database: 'ok',
      redis: 'ok',
    })
    await expect.poll(redisGauge, { timeout: 15_000 }).toBe('1')
  }, 50_000)
})

describe.skipIf(!adminUrl)('readiness follows PostgreSQL', () => {
  const t = useTestApp(postgres ?? sqlite!)
  const admin = (statement: string) => runAsAdmin(adminUrl!, statement)
  const databaseName = async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db)
    return rows[0]!.name
  }

  it('fails while the database refuses connections and recovers when it accepts them again', async () => {
    expect((await untilStatus(t.app, '/readyz', 200)).json()).toEqual({
      ready: true,
      database: 'ok',
    })
    const name = await databaseName()
    // The outage: no new connection is accepted, and those open are cut.
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
    try {
      await admin(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      )
      const down = await untilStatus(t.app, '/readyz', 503)
      expect(down.json()).toEqual({ ready: false, database: 'down' })
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
    }
    expect((await untilStatus(t.app, '/readyz', 200)).json()).toEqual({
      ready: true,
      database: 'ok',
    })
  }, 40_000)
})
