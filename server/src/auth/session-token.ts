import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * The session token the browser keeps in localStorage and sends as a Bearer header:
 * a JWT signed with HS256 whose subject is the player id, valid for seven days.
 */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60
/** Verified tokens remembered at most; the oldest is forgotten first. */
const REMEMBERED_TOKENS = 10_000

export interface SessionTokens {
  issue(playerId: number): Promise<string>
  /** The player id a token names, or undefined when it is forged, expired or malformed. */
  playerIdOf(token: string): Promise<number | undefined>
}

export function createSessionTokens(
  key: Uint8Array,
  options: { now?: () => Date } = {},
): SessionTokens {
  const now = options.now ?? (() => new Date())
  // Checking a signature costs more than the rest of a typical request, and a token's
  // signature never changes, so each token is verified once and then only its expiry.
  const verified = new Map<string, { playerId: number; expiresAtMs: number }>()
  const remember = (token: string, playerId: number, exp: number) => {
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value ?? '')
    verified.set(token, { playerId, expiresAtMs: exp * 1000 })
  }

  return {
    async issue(playerId) {
      const issuedAt = Math.floor(now().getTime() / 1000)
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(playerId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_LIFETIME_SECONDS)
        .sign(key)
    },
    async playerIdOf(token) {
      const known = verified.get(token)
      if (known) return now().getTime() < known.expiresAtMs ? known.playerId : undefined
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now(),
          requiredClaims: ['sub', 'iat', 'exp'],
        })
        if (!/^[1-9][0-9]{0,15}$/.test(payload.sub ?? '') || payload.exp === undefined) {
          return undefined
        }
        remember(token, Number(payload.sub), payload.exp)
        return Number(payload.sub)
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined
        throw error
      }
    },
  }
}
