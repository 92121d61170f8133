import type { FastifyReply, FastifyRequest } from 'fastify'
import { createRateLimiter, type WriteRateLimit } from '../http/write-rate-limit.ts'

/** An onRequest hook that spends one of the caller's rolls, or answers 429. */
export type RollLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/**
 * One bucket of rolls per player, shared by every route that puts rolls in a log (a roll, an
 * attack): whatever the route, beyond the allowance the answer is 429 with Retry-After, before
 * the body is read. Null lifts the limit.
 */
export function rollLimitHook(limit: WriteRateLimit | null): RollLimitHook {
  const limiter = limit && createRateLimiter(limit)
  return async (request, reply) => {
    const player = limiter && (await request.currentPlayer())
    const seconds = player ? limiter.take(player.id) : null
    if (seconds === null) return
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ error: `Too many rolls at once: try again in ${seconds} s` })
  }
}
