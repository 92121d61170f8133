import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db, PlayerRow } from '../db/schema.ts'
import { unauthorized } from '../http/errors.ts'
import { cachedPlayer } from '../read-cache/cached-reads.ts'
import type { SessionTokens } from './session-token.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in player, looked up once per request. Undefined for a missing, forged,
     * expired or malformed token, and for the token of a deleted player.
     */
    currentPlayer(): Promise<PlayerRow | undefined>
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<PlayerRow | undefined>>()
/** Only the header counts: a token in a URL would leak through logs and Referer headers. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/

/** The session token of the request's Authorization header, if it has the shape of one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1]
}

export function registerCurrentPlayer(
  app: FastifyInstance,
  deps: { db: Db; sessionTokens: SessionTokens },
): void {
  const lookUp = async (request: FastifyRequest) => {
    const token = bearerTokenOf(request)
    if (!token) return undefined
    const playerId = await deps.sessionTokens.playerIdOf(token)
    return playerId === undefined ? undefined : cachedPlayer(deps.db, playerId)
  }
  app.decorateRequest('currentPlayer', function (this: FastifyRequest) {
    let player = resolved.get(this)
    if (!player) {
      player = lookUp(this)
      resolved.set(this, player)
    }
    return player
  })
}

/** The signed-in player, or a 401 for everyone else. Every protected route starts here. */
export async function requirePlayer(request: FastifyRequest): Promise<PlayerRow> {
  const player = await request.currentPlayer()
  if (!player) throw unauthorized()
  return player
}
