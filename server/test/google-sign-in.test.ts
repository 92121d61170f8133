import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type BrowserSession,
  openBrowserSession,
  postForm,
  signedInToken,
} from './support/browser-session.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/** Google as the tests see it: a real OpenID provider on loopback. */
const provider = new OAuth2Server()
let issuerUrl = ''
/** Claims the provider puts into its next ID token; a test may change them. */
let nextClaims: Record<string, unknown> = {}

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256')
  await provider.start(0, '127.0.0.1')
  issuerUrl = provider.issuer.url ?? ''
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, nextClaims)
  })
})
afterAll(() => provider.stop())
beforeEach(() => {
  nextClaims = {}
})

const googleConfig = () => ({
  google: { clientId: 'loom-test', clientSecret: 'test-secret', issuer: issuerUrl },
})

forEachEngine((engine) => {
  const logLines: string[] = []
  const t = useTestApp(engine, {
    config: () => ({ ...googleConfig(), logLevel: 'warn' }),
    logStream: { write: (line) => logLines.push(line) },
  })
  const lastRefusal = () => {
    const line = logLines.findLast((entry) => entry.includes('Google sign-in refused'))
    return line ? String(JSON.parse(line).reason) : ''
  }

  /** Posts the sign-in form and follows the provider back to our callback URL. */
  async function leaveForGoogle(session: BrowserSession, origin?: string) {
    const start = await t.app.inject(
      postForm(session, '/auth/google_oauth2', {
        authenticity_token: session.token,
        ...(origin ? { origin } : {}),
      }),
    )
    expect(start.statusCode).toBe(303)
    const authorizeUrl = new URL(String(start.headers.location))
    const pending = start.cookies.find((cookie) => cookie.name === 'loom_oidc')
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google_oauth2' })
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' })
    const callbackUrl = new URL(String(atProvider.headers.get('location')))
    return {
      authorizeUrl,
      callbackUrl,
      cookie: `${session.cookie}; loom_oidc=${pending?.value}`,
    }
  }

  const comeBack = (url: URL, cookie: string) =>
    t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } })

  const playerBehind = async (html: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/players',
      headers: { authorization: `Bearer ${signedInToken(html)}` },
    })
    return response.json()
  }

  const countPlayers = async () => (await t.db.selectFrom('players').select('id').execute()).length

  describe('Google sign-in', () => {
    it('sends the browser to the provider with state, nonce and PKCE', async () => {
      const { authorizeUrl } = await leaveForGoogle(await openBrowserSession(t.app))
      expect(authorizeUrl.origin).toBe(new URL(issuerUrl).origin)
      const params = authorizeUrl.searchParams
      expect(params.get('client_id')).toBe('loom-test')
      expect(params.get('response_type')).toBe('code')
      expect(params.get('scope')).toBe('openid email profile')
      expect(params.get('redirect_uri')).toBe('http://localhost:80/auth/google_oauth2/callback')
      expect(params.get('code_challenge_method')).toBe('S256')
      expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(params.get('state')).toBeTruthy()
      expect(params.get('nonce')).toBeTruthy()
    })

    it('creates the player named after the Google profile and returns to where they were', async () => {
      nextClaims = {
        sub: 'google-1001',
        name: 'Ana from Google',
        email: 'ana.google@example.com',
        email_verified: true,
      }
      const session = await openBrowserSession(t.app)
      const { callbackUrl, cookie } = await leaveForGoogle(session, '/qcs/5')
      const response = await comeBack(callbackUrl, cookie)

      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('data-return-path="/qcs/5"')
      expect(response.cookies).toContainEqual(
        expect.objectContaining({ name: 'loom_oidc', value: '' }),
      )
      expect(await playerBehind(response.body)).toMatchObject({ display_name: 'Ana from Google' })
      const identity = await t.db
        .selectFrom('identities')
        .selectAll()
        .where('provider', '=', 'google_oauth2')
        .where('uid', '=', 'google-1001')
        .executeTakeFirstOrThrow()
      expect(identity.email).toBe('ana.google@example.com')
    })

    it('finds the same player when they come back', async () => {
      nextClaims = {
        sub: 'google-1002',
        name: 'Bo',
        email: 'bo.g@example.com',
        email_verified: true,
      }
      const signInOnce = async () => {
        const { callbackUrl, cookie } = await leaveForGoogle(await openBrowserSession(t.app))
        return playerBehind((await comeBack(callbackUrl, cookie)).body)
      }
      const first = await signInOnce()
      nextClaims = { ...nextClaims, name: 'Renamed At Google' }
      const second = await signInOnce()
      expect(second.id).toBe(first.id)
      expect(second.display_name).toBe('Bo')
    })

    it('never joins an existing player through the same e-mail: that would be a silent merge', async () => {
      const existing = await t.createPlayer({ display_name: 'Cy', email: 'cy@example.com' })
      nextClaims = {
        sub: 'google-1003',
        name: 'Cy G',
        email: 'CY@example.com',
        email_verified: true,
      }
      const { callbackUrl, cookie } = await leaveForGoogle(await openBrowserSession(t.app))
      const player = await playerBehind((await comeBack(callbackUrl, cookie)).body)
      expect(player).toMatchObject({ display_name: 'Cy G' })
      expect(player.id).not.toBe(existing.id)
    })

    it('does not join a player through an unverified e-mail, nor store it', async () => {
      const existing = await t.createPlayer({ display_name: 'Di', email: 'di@example.com' })
      nextClaims = {
        sub: 'google-1004',
        name: 'Not Di',
        email: 'di@example.com',
        email_verified: false,
      }
      const { callbackUrl, cookie } = await leaveForGoogle(await openBrowserSession(t.app))
      const response = await comeBack(callbackUrl, cookie)
      const player = await playerBehind(response.body)
      expect(player.id).not.toBe(existing.id)
      const stored = await t.db
        .selectFrom('identities')
        .select('email')
        .where('player_id', '=', player.id)
        .executeTakeFirstOrThrow()
      expect(stored.email).toBeNull()
    })
  })

  describe('Google sign-in refuses', () => {
    const refusals: [string, (callback: URL, cookie: string) => [URL, string], string, string][] = [
      [
        'a callback whose state does not match',
        (url, cookie) => {
          const forged = new URL(url)
          forged.searchParams.set('state', 'forged-state')
          return [forged, cookie]
        },
        'Google sign-in failed',
        'unexpected "state" response parameter value',
      ],
      [
        'a callback without the pending sign-in cookie',
        (url, cookie) => [url, cookie.split(';')[0] ?? ''],
        'Sign-in expired',
        '',
      ],
      [
        'a callback whose pending sign-in cookie was tampered with',
        (url, cookie) => [
          url,
          cookie.replace(/loom_oidc=[^;]*/, 'loom_oidc=%7B%22state%22%3A%22x%22%7D.forged'),
        ],
        'Sign-in expired',
        '',
      ],
      [
        'a callback reporting that the user said no',
        (url, cookie) => {
          const denied = new URL('/auth/google_oauth2/callback', url)
          denied.searchParams.set('error', 'access_denied')
          denied.searchParams.set('state', url.searchParams.get('state') ?? '')
          return [denied, cookie]
        },
        'Google sign-in failed',
        'authorization response from the server is an error',
      ],
    ]

    it.each(refusals)('%s', async (_case, tamper, heading, reason) => {
      logLines.length = 0
      nextClaims = {
        sub: 'google-evil',
        name: 'Eve',
        email: 'eve@example.com',
        email_verified: true,
      }
      const before = await countPlayers()
      const { callbackUrl, cookie } = await leaveForGoogle(await openBrowserSession(t.app))
      const response = await comeBack(...tamper(callbackUrl, cookie))
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain(`<h1>${heading}</h1>`)
      expect(signedInToken(response.body)).toBeUndefined()
      expect(await countPlayers()).toBe(before)
      expect(lastRefusal()).toContain(reason)
    })

    it.each([
      ['an ID token from another issuer', { iss: 'https://evil.example' }, '"iss" (issuer) claim'],
      ['an ID token for another client', { aud: 'someone-else' }, '"aud" (audience) claim'],
      ['an ID token with another nonce', { nonce: 'replayed-nonce' }, '"nonce" claim'],
      [
        'an expired ID token',
        { exp: Math.floor(Date.now() / 1000) - 3600 },
        '"exp" (expiration time) claim',
      ],
    ])('%s', async (_case, claims, reason) => {
      nextClaims = { sub: 'google-evil', email: 'eve@example.com', email_verified: true, ...claims }
      const before = await countPlayers()
      const { callbackUrl, cookie } = await leaveForGoogle(await openBrowserSession(t.app))
      const response = await comeBack(callbackUrl, cookie)
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain('<h1>Google sign-in failed</h1>')
      expect(await countPlayers()).toBe(before)
      expect(lastRefusal()).toContain(reason)
    })

    it('a start without a valid authenticity token', async () => {
      const session = await openBrowserSession(t.app)
      const response = await t.app.inject(
        postForm(session, '/auth/google_oauth2', { authenticity_token: 'wrong' }),
      )
      expect(response.statusCode).toBe(403)
      expect(response.headers.location).toBeUndefined()
    })
  })

  it('tells the web app that Google sign-in is available', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth_providers' })
    expect(response.json()).toMatchObject({ google: true, developer: true, passkey: true })
    expect(response.json().providers).toContainEqual({
      id: 'google_oauth2',
      label: 'Google',
      configured: true,
    })
  })
})

forEachEngine((engine) => {
  describe('without a Google client', () => {
    const t = useTestApp(engine)

    it('says that Google sign-in is not configured', async () => {
      const session = await openBrowserSession(t.app)
      const response = await t.app.inject(
        postForm(session, '/auth/google_oauth2', { authenticity_token: session.token }),
      )
      expect(response.statusCode).toBe(503)
      expect(response.body).toContain('<h1>Google sign-in is not configured</h1>')
    })

    it.each([
      ['this machine', {}, { google: false, developer: true, passkey: true }],
      [
        'another machine',
        { remoteAddress: '203.0.113.9' },
        { google: false, developer: false, passkey: true },
      ],
    ])('offers the providers that work for a visitor from %s', async (_case, extra, expected) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth_providers',
        ...extra,
      })
      expect(response.json()).toMatchObject(expected)
    })
  })

  describe('while the provider is unreachable', () => {
    const t = useTestApp(engine, {
      config: { google: { clientId: 'x', clientSecret: 'y', issuer: 'http://127.0.0.1:9' } },
    })

    it('says that Google sign-in is unavailable and sends nobody away', async () => {
      const session = await openBrowserSession(t.app)
      const response = await t.app.inject(
        postForm(session, '/auth/google_oauth2', { authenticity_token: session.token }),
      )
      expect(response.statusCode).toBe(502)
      expect(response.body).toContain('<h1>Google sign-in is unavailable</h1>')
      expect(response.headers.location).toBeUndefined()
    })
  })
})
