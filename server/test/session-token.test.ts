import { randomBytes } from 'node:crypto'
import { decodeJwt, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createSessionTokens } from '../src/auth/session-token.ts'
import { deriveKey } from '../src/secret-key-base.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

forEachEngine((engine) => {
  const t = useTestApp(engine)

  const readPlayer = (headers: Record<string, string>, url = '/api/v1/players') =>
    t.app.inject({ method: 'GET', url, headers })

  it('is a HS256 JWT naming the player, issued now and valid for seven days', async () => {
    const player = await t.createPlayer()
    const token = await t.tokenFor(player.id)
    const claims = decodeJwt(token)
    expect(claims.sub).toBe(String(player.id))
    expect(Math.abs((claims.iat ?? 0) - Date.now() / 1000)).toBeLessThan(5)
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 60 * 60)
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    })
  })

  it('still works six days after sign-in', async () => {
    const player = await t.createPlayer()
    const token = await t.tokenFor(player.id, { issuedAt: daysAgo(6) })
    const response = await readPlayer({ authorization: `Bearer ${token}` })
    expect(response.statusCode).toBe(200)
  })

  describe('counts as no token', () => {
    const otherKey = deriveKey(randomBytes(32).toString('hex'), 'session token')
    const cases: [string, (playerId: number) => Promise<Record<string, string>>][] = [
      [
        'a token expired after seven days',
        async (id) => ({
          authorization: `Bearer ${await t.tokenFor(id, { issuedAt: daysAgo(8) })}`,
        }),
      ],
      [
        'a token signed with another key',
        async (id) => ({
          authorization: `Bearer ${await createSessionTokens(otherKey).issue(id)}`,
        }),
      ],
      [
        'a token whose payload was swapped for another player',
        async (id) => {
          const [header, , signature] = (await t.tokenFor(id)).split('.')
          const payload = Buffer.from(
            JSON.stringify({ sub: String(id + 1), iat: 1, exp: 9999999999 }),
          ).toString('base64url')
          return { authorization: `Bearer ${header}.${payload}.${signature}` }
        },
      ],
      [
        'an unsigned token (alg none)',
        async (id) => {
          const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')
          const payload = Buffer.from(
            JSON.stringify({ sub: String(id), iat: 1, exp: 9999999999 }),
          ).toString('base64url')
          return { authorization: `Bearer ${header}.${payload}.` }
        },
      ],
      [
        'a token whose subject is not a player id',
        async () => {
          const key = deriveKey(t.config.secretKeyBase, 'session token')
          const token = await new SignJWT({})
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject('admin')
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(key)
          return { authorization: `Bearer ${token}` }
        },
      ],
      ['a malformed token', async () => ({ authorization: 'Bearer not-a-token' })],
      ['an empty Bearer header', async () => ({ authorization: 'Bearer ' })],
      [
        'a valid token without the Bearer scheme',
        async (id) => ({ authorization: await t.tokenFor(id) }),
      ],
      ['a valid token in a cookie', async (id) => ({ cookie: `jwt=${await t.tokenFor(id)}` })],
    ]

    it.each(cases)('%s', async (_case, headersFor) => {
      const player = await t.createPlayer()
      const response = await readPlayer(await headersFor(player.id))
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'You need to sign in to do that' })
    })

    it('a valid token in the query string', async () => {
      const player = await t.createPlayer()
      const token = await t.tokenFor(player.id)
      const response = await readPlayer({}, `/api/v1/players?token=${token}`)
      expect(response.statusCode).toBe(401)
    })

    it('the token of a deleted player, even once a new player exists', async () => {
      const player = await t.createPlayer()
      const headers = await t.authorizedAs(player.id)
      await t.db.deleteFrom('players').where('id', '=', player.id).execute()
      const newcomer = await t.createPlayer()

      expect(newcomer.id).not.toBe(player.id)
      expect((await readPlayer(headers)).statusCode).toBe(401)
    })
  })
})

describe('a verified session token', () => {
  it('stops working the moment its seven days are over, even once checked before', async () => {
    let clock = new Date('2025-01-01T00:00:00Z')
    const tokens = createSessionTokens(deriveKey('s'.repeat(64), 'session token'), {
      now: () => clock,
    })
    const token = await tokens.issue(42)

    clock = new Date('2025-01-07T23:59:59Z')
    expect(await tokens.playerIdOf(token)).toBe(42)
    expect(await tokens.playerIdOf(token)).toBe(42)
    clock = new Date('2025-01-08T00:00:00Z')
    expect(await tokens.playerIdOf(token)).toBeUndefined()
  })
})
