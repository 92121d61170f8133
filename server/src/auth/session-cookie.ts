import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { bearerTokenOf, requirePlayer } from './current-player.ts'
import { SESSION_LIFETIME_SECONDS, type SessionTokens } from './session-token.ts'

/**
 * The session beside the bearer token, for server-rendered pages only: a GET of a page can
 * carry no Authorization header, so the same session token also travels in an HttpOnly,
 * SameSite=Lax cookie (Secure on https). Nothing else reads it: every API call still needs
 * the bearer token and the live channel its own ticket, so a request another site makes the
 * browser send, cookie and all, can read no page it could not already frame and change
 * nothing.
 */
export const SESSION_COOKIE = 'loom_session'
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

export interface SessionCookie {
  set(reply: FastifyReply, token: string): void
  clear(reply: FastifyReply): void
  /** The cookie's token and its player, when the token is still valid. */
  sessionOf(request: FastifyRequest): Promise<{ token: string; playerId: number } | undefined>
}

export function createSessionCookie(
  sessionTokens: SessionTokens,
  options: { secure: boolean },
): SessionCookie {
  const attributes = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  } as const
  return {
    set(reply, token) {
      reply.setCookie(SESSION_COOKIE, token, { ...attributes, maxAge: SESSION_LIFETIME_SECONDS })
    },
    clear(reply) {
      reply.clearCookie(SESSION_COOKIE, attributes)
    },
    async sessionOf(request) {
      const token = request.cookies[SESSION_COOKIE]
      if (!token || !TOKEN_SHAPE.test(token)) return undefined
      const playerId = await sessionTokens.playerIdOf(token)
      return playerId === undefined ? undefined : { token, playerId }
    },
  }
}

/**
 * POST /auth/session copies the bearer token into the cookie (a session begun before the
 * cookie existed, or whose cookie was lost); DELETE /auth/session clears it (sign-out).
 */
export function registerSessionCookieRoutes(
  app: FastifyInstance,
  deps: { sessionCookie: SessionCookie },
): void {
  app.post('/auth/session', async (request, reply) => {
    await requirePlayer(request)
    deps.sessionCookie.set(reply, bearerTokenOf(request) as string)
    return reply.code(204).send()
  })
  app.delete('/auth/session', async (_request, reply) => {
    deps.sessionCookie.clear(reply)
    return reply.code(204).send()
  })
}
