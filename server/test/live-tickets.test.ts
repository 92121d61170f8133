import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import {
  type CableTickets,
  MAX_OPEN_TICKETS_PER_PLAYER,
  memoryTickets,
  redisTickets,
  TICKET_LIFETIME_SECONDS,
} from '../src/live/cable-tickets.ts'

const grant = { player_id: 7, session_expires_at: Date.UTC(2030, 0, 1) }
const redisUrl = process.env.TEST_REDIS_URL

describe('tickets kept in the process', () => {
  it('admit once, within 30 seconds', async () => {
    let now = 1_000_000
    const tickets = memoryTickets(() => now)
    const ticket = await tickets.issue(grant)
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const late = await tickets.issue(grant)
    now += TICKET_LIFETIME_SECONDS * 1000 - 1
    expect(await tickets.redeem(ticket)).toEqual(grant)
    expect(await tickets.redeem(ticket)).toBeNull()
    now += 1
    expect(await tickets.redeem(late)).toBeNull()
  })

  it('keep at most 20 unused tickets per player, forgetting the oldest', async () => {
    const tickets = memoryTickets()
    const issued: string[] = []
    for (let i = 0; i <= MAX_OPEN_TICKETS_PER_PLAYER; i += 1)
      issued.push(await tickets.issue(grant))
    const other = await tickets.issue({ ...grant, player_id: 8 })
    expect(await tickets.redeem(issued[0]!)).toBeNull()
    expect(await tickets.redeem(issued[1]!)).toEqual(grant)
    expect(await tickets.redeem(issued.at(-1)!)).toEqual(grant)
    expect(await tickets.redeem(other)).toEqual({ ...grant, player_id: 8 })
  })

  it('refuse anything that is not a ticket they issued', async () => {
    const tickets = memoryTickets()
    for (const made of ['', 'short', 'A'.repeat(43), `${'A'.repeat(42)}!`]) {
      expect(await tickets.redeem(made)).toBeNull()
    }
  })
})

describe.skipIf(!redisUrl)('tickets kept in Redis', () => {
  const redis = new Redis(redisUrl ?? '')
  const namespace = `loom-test-${randomBytes(4).toString('hex')}`
  const tickets: CableTickets = redisTickets(redis, namespace)
  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  it('admit once, and Redis forgets them after 30 seconds', async () => {
    const ticket = await tickets.issue(grant)
    const ttl = await redis.ttl(`${namespace}:ticket:${ticket}`)
    expect(ttl).toBeGreaterThan(TICKET_LIFETIME_SECONDS - 3)
    expect(ttl).toBeLessThanOrEqual(TICKET_LIFETIME_SECONDS)
    expect(await tickets.redeem(ticket)).toEqual(grant)
    expect(await tickets.redeem(ticket)).toBeNull()
  })

  it('admit one of two simultaneous redeems', async () => {
    const ticket = await tickets.issue(grant)
    const answers = await Promise.all([tickets.redeem(ticket), tickets.redeem(ticket)])
    expect(answers.filter((answer) => answer !== null)).toEqual([grant])
  })

  it('refuse a ticket they never issued', async () => {
    expect(await tickets.redeem('B'.repeat(43))).toBeNull()
  })
})
