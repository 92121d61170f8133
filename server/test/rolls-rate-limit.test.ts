import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { DEFAULT_ROLL_RATE_LIMIT } from '../src/http/write-rate-limit.ts'
import { chronicleThroughApi } from './support/chronicle-world.ts'
import { call } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

const BURST = 3

forEachEngine((engine) => {
  // One roll back every 10 s: however slow the machine, the burst is not refilled meanwhile.
  const t = useTestApp(engine, { config: { rollRateLimit: { burst: BURST, perSecond: 0.1 } } })

  it('refuses rolls beyond the burst with 429 and Retry-After, storing nothing', async () => {
    const roller = await t.createPlayer()
    const other = await t.createPlayer()
    const chronicle = await chronicleThroughApi(t, roller, [other])
    const url = `/api/v1/chronicles/${chronicle.id}/rolls`
    const statuses = []
    for (let i = 0; i < BURST; i += 1) {
      const target = i % 2 === 0 ? url : '/api/v1/rolls'
      statuses.push((await call(t, roller, 'POST', target, { roll: { dice: 1 } })).statusCode)
    }
    expect(statuses).toEqual([201, 201, 201])
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('rolls')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    for (const target of [url, '/api/v1/rolls']) {
      const refused = await call(t, roller, 'POST', target, { roll: { dice: 1 } })
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10)
      expect(refused.json().error).toMatch(/^Too many rolls at once: try again in \d+ s$/)
    }
    expect(await count()).toBe(before)
    // Each player has their own bucket, and reading or other writes are not rolls.
    expect((await call(t, other, 'POST', url, { roll: { dice: 1 } })).statusCode).toBe(201)
    expect((await call(t, roller, 'GET', url)).statusCode).toBe(200)
    expect((await call(t, roller, 'POST', '/api/v1/characters')).statusCode).toBe(200)
  })
})

describe('the roll limit configuration', () => {
  it('is on by default and off with ROLL_RATE_LIMIT=off', () => {
    const base = { SECRET_KEY_BASE: 'k'.repeat(64) }
    expect(loadConfig(base).rollRateLimit).toEqual(DEFAULT_ROLL_RATE_LIMIT)
    expect(loadConfig({ ...base, ROLL_RATE_LIMIT: 'off' }).rollRateLimit).toBeNull()
  })
})
