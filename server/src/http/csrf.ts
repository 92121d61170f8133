import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Cross-site request forgery protection for the sign-in forms. A random secret lives in an
 * HttpOnly SameSite cookie; the token in the page's csrf meta tag is an HMAC of it, so only
 * a page served by us to this browser can produce a matching form.
 */
export const CSRF_PARAM = 'authenticity_token'
const COOKIE = 'loom_csrf'
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/

export interface Csrf {
  /** The token for this browser; sets the cookie when the browser has none yet. */
  tokenFor(request: FastifyRequest, reply: FastifyReply): string
  /** Whether a submitted token matches this browser's cookie. */
  isValid(request: FastifyRequest, submitted: unknown): boolean
}

export function createCsrf(key: Uint8Array, options: { secureCookie: boolean }): Csrf {
  const sign = (secret: string) => createHmac('sha256', key).update(secret).digest('base64url')
  const cookieSecret = (request: FastifyRequest) => {
    const value = request.cookies[COOKIE]
    return value && SECRET_PATTERN.test(value) ? value : undefined
  }

  return {
    tokenFor(request, reply) {
      let secret = cookieSecret(request)
      if (!secret) {
        secret = randomBytes(32).toString('base64url')
        // Later pages in the same response cycle (e.g. a redirect chain) must see it too.
        request.cookies[COOKIE] = secret
        reply.setCookie(COOKIE, secret, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookie,
        })
      }
      return sign(secret)
    },
    isValid(request, submitted) {
      const secret = cookieSecret(request)
      if (!secret || typeof submitted !== 'string') return false
      const expected = Buffer.from(sign(secret))
      const actual = Buffer.from(submitted)
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },
  }
}
