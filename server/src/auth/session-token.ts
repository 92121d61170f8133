import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * The session token the browser keeps in localStorage and sends as a Bearer header:
 * a JWT signed with HS256 whose subject is the player id, valid for seven days.
 */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60

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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now(),
          requiredClaims: ['sub', 'iat', 'exp'],
        })
        return /^[1-9][0-9]{0,15}$/.test(payload.sub ?? '') ? Number(payload.sub) : undefined
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined
        throw error
      }
    },
  }
}
