import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * Single-use tickets that let a browser open /cable without putting its session token in
 * the URL: the page asks POST /api/v1/cable_ticket (with its bearer token) for a ticket,
 * then connects to /cable?ticket=… within 30 seconds. A ticket works once, on any server
 * process (they live in Redis when REDIS_URL is set), and carries the expiry of the session
 * token it was issued for, so the socket closes when that token would stop working.
 */
export const TICKET_LIFETIME_SECONDS = 30
/** At most this many unused tickets per player at once; the oldest are forgotten first. */
export const MAX_OPEN_TICKETS_PER_PLAYER = 20

/** Who a ticket admits, and until when their session token is valid (ms since the epoch). */
export interface TicketGrant {
  readonly player_id: number
  readonly session_expires_at: number
}

export interface CableTickets {
  issue(grant: TicketGrant): Promise<string>
  /** The grant, once: a second redeem of the same ticket, or a late one, gets null. */
  redeem(ticket: string): Promise<TicketGrant | null>
}

/** 32 random bytes in base64url: what issue() hands out, and all redeem() will look up. */
const TICKET_FORMAT = /^[A-Za-z0-9_-]{43}$/

function freshTicket(): string {
  return randomBytes(32).toString('base64url')
}

/** Tickets kept in this process: enough for a single server. */
export function memoryTickets(now: () => number = Date.now): CableTickets {
  const open = new Map<string, { grant: TicketGrant; until: number }>()
  const forgetExpired = () => {
    const time = now()
    for (const [ticket, entry] of open) if (entry.until <= time) open.delete(ticket)
  }
  return {
    async issue(grant) {
      forgetExpired()
      const mine = [...open.keys()].filter(
        (key) => open.get(key)?.grant.player_id === grant.player_id,
      )
      const surplus = Math.max(0, mine.length + 1 - MAX_OPEN_TICKETS_PER_PLAYER)
      for (const ticket of mine.slice(0, surplus)) open.delete(ticket)
      const ticket = freshTicket()
      open.set(ticket, { grant, until: now() + TICKET_LIFETIME_SECONDS * 1000 })
      return ticket
    },
    async redeem(ticket) {
      if (!TICKET_FORMAT.test(ticket)) return null
      const entry = open.get(ticket)
      open.delete(ticket)
      return entry && entry.until > now() ? entry.grant : null
    },
  }
}

/** Tickets in Redis, shared by every server process; Redis forgets them after 30 s. */
export function redisTickets(redis: Redis, namespace: string): CableTickets {
  const keyOf = (ticket: string) => `${namespace}:ticket:${ticket}`
  return {
    async issue(grant) {
      const ticket = freshTicket()
      await redis.set(keyOf(ticket), JSON.stringify(grant), 'EX', TICKET_LIFETIME_SECONDS)
      return ticket
    },
    async redeem(ticket) {
      if (!TICKET_FORMAT.test(ticket)) return null
      // GETDEL: the first redeem takes it, so a ticket admits one socket across all processes.
      const stored = await redis.getdel(keyOf(ticket))
      return stored === null ? null : (JSON.parse(stored) as TicketGrant)
    },
  }
}
