import type { FastifyInstance } from 'fastify'

/**
 * How many writes one player may make: a bucket of `burst` writes, refilled at `perSecond`.
 * A table at full speed (typing into debounced fields, a storyteller running combat) stays far
 * below it; a script creating rows as fast as it can does not.
 */
export interface WriteRateLimit {
  readonly burst: number
  readonly perSecond: number
}

export const DEFAULT_WRITE_RATE_LIMIT: WriteRateLimit = { burst: 300, perSecond: 20 }

/**
 * Rolls have a tighter bucket of their own (on top of the write limit): every roll lands in
 * other players' logs, so a script must not flood them. A storyteller rolling Join Battle for
 * a dozen foes at once stays within the burst; a roll a second can go on for ever.
 */
export const DEFAULT_ROLL_RATE_LIMIT: WriteRateLimit = { burst: 20, perSecond: 1 }

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

interface Bucket {
  tokens: number
  /** When `tokens` was last brought up to date, in ms. */
  at: number
}

/**
 * Per-player token buckets. `take` spends one of the player's tokens and answers null, or,
 * when none is left, the whole seconds until one is back. Counted per server process.
 */
export function createRateLimiter(limit: WriteRateLimit, now: () => number = Date.now) {
  const buckets = new Map<number, Bucket>()
  // A bucket idle this long is full again and need not be kept.
  const refillMs = (limit.burst / limit.perSecond) * 1000
  let lastSweep = now()
  return {
    take(playerId: number): number | null {
      const at = now()
      if (at - lastSweep > refillMs) {
        for (const [id, bucket] of buckets) if (at - bucket.at > refillMs) buckets.delete(id)
        lastSweep = at
      }
      const bucket = buckets.get(playerId) ?? { tokens: limit.burst, at }
      bucket.tokens = Math.min(
        limit.burst,
        bucket.tokens + ((at - bucket.at) / 1000) * limit.perSecond,
      )
      bucket.at = at
      buckets.set(playerId, bucket)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return null
      }
      return Math.ceil((1 - bucket.tokens) / limit.perSecond)
    },
  }
}

/**
 * Writes under /api/ beyond a player's limit answer 429 with Retry-After, before their body is
 * read. Counted per server process, like the socket limit: behind a balancer a player may write
 * up to the limit once per process. Signed-out requests are left to their routes' 401.
 */
export function registerWriteRateLimit(
  app: FastifyInstance,
  limit: WriteRateLimit | null,
  now: () => number = Date.now,
): void {
  if (limit === null) return
  const limiter = createRateLimiter(limit, now)
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/')) return
    const player = await request.currentPlayer()
    if (!player) return
    const seconds = limiter.take(player.id)
    if (seconds === null) return
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ error: `Too many changes at once: try again in ${seconds} s` })
  })
}
