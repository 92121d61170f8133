import Fastify from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { DEFAULT_WRITE_RATE_LIMIT, registerWriteRateLimit } from '../src/http/write-rate-limit.ts'
import { type Caller, call, created, ITEM_TABLES, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { testEngines } from './support/test-engines.ts'

const [sqlite] = testEngines()
const BURST = 3

describe('the per-player write rate limit', () => {
  // One write back every 10 s: however slow the machine, the burst is not refilled meanwhile.
  const t = useTestApp(sqlite!, { config: { writeRateLimit: { burst: BURST, perSecond: 0.1 } } })
  let writer: Caller
  let other: Caller
  let url: string

  beforeAll(async () => {
    writer = await t.createPlayer()
    other = await t.createPlayer()
    url = `/api/v1/characters/${(await created(t, writer, '/api/v1/characters')).id}`
  })

  it('refuses writes beyond the burst with 429 and Retry-After, changing nothing', async () => {
    const statuses = []
    // The create in beforeAll was the first write of the burst.
    for (let i = 1; i < BURST; i += 1) {
      statuses.push((await call(t, writer, 'PATCH', url, { notes: `edit ${i}` })).statusCode)
    }
    const before = await snapshot(t, ITEM_TABLES)
    const refused = await call(t, writer, 'PATCH', url, { notes: 'one too many' })
    expect(statuses).toEqual([200, 200])
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10)
    expect(refused.json().error).toMatch(/^Too many changes at once: try again in \d+ s$/)
    expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
  })

  it('counts each player alone and leaves reads alone', async () => {
    expect((await call(t, other, 'POST', '/api/v1/qcs')).statusCode).toBe(200)
    expect((await call(t, writer, 'GET', url)).statusCode).toBe(200)
    expect((await call(t, writer, 'DELETE', url)).statusCode).toBe(429)
  })
})

describe('the bucket', () => {
  it('refills with time, up to the burst', async () => {
    let clock = 0
    const app = Fastify()
    app.decorateRequest('currentPlayer', async () => ({ id: 1 }) as never)
    registerWriteRateLimit(app, { burst: 2, perSecond: 4 }, () => clock)
    app.post('/api/v1/write', async () => ({ ok: true }))
    const write = async () =>
      (await app.inject({ method: 'POST', url: '/api/v1/write' })).statusCode
    expect([await write(), await write(), await write()]).toEqual([200, 200, 429])
    clock += 250 // one write back
    expect([await write(), await write()]).toEqual([200, 429])
    clock += 60_000 // never more than the burst
    expect([await write(), await write(), await write()]).toEqual([200, 200, 429])
    await app.close()
  })
})

describe('its configuration', () => {
  it('is on by default and off with WRITE_RATE_LIMIT=off', () => {
    const base = { SECRET_KEY_BASE: 'k'.repeat(64) }
    expect(loadConfig(base).writeRateLimit).toEqual(DEFAULT_WRITE_RATE_LIMIT)
    expect(loadConfig({ ...base, WRITE_RATE_LIMIT: 'off' }).writeRateLimit).toBeNull()
  })
})
