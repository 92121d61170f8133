import { describe, expect, it } from 'vitest'
import {
  type BrowserSession,
  csrfTokenIn,
  openBrowserSession,
  postForm,
  postFromPage,
  signedInToken,
} from './support/browser-session.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const t = useTestApp(engine)

  const signIn = (session: BrowserSession, fields: Record<string, string>) =>
    t.app.inject(
      postForm(session, '/auth/developer/callback', {
        authenticity_token: session.token,
        ...fields,
      }),
    )

  describe('developer sign-in on this machine', () => {
    it('answers the form asking a name and an e-mail', async () => {
      const session = await openBrowserSession(t.app)
      const response = await t.app.inject(
        postForm(session, '/auth/developer', {
          authenticity_token: session.token,
          origin: '/characters/3',
        }),
      )
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<form method="post" action="/auth/developer/callback">')
      expect(response.body).toContain('<input id="name" name="name"')
      expect(response.body).toContain('<input id="email" name="email" type="email"')
      expect(response.body).toContain(
        `<input type="hidden" name="authenticity_token" value="${session.token}">`,
      )
      expect(response.body).toContain('<input type="hidden" name="origin" value="/characters/3">')
      expect(response.body).toContain('data-testid="developer-sign-in-submit"')
      expect(csrfTokenIn(response.body)).toBe(session.token)
    })

    it('creates the player on first sign-in, named after the form, and hands over a token', async () => {
      const session = await openBrowserSession(t.app)
      const response = await signIn(session, {
        name: '  Ana of the Dawn ',
        email: 'Ana@Example.com',
        origin: '/characters/3?tab=merits',
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toContain('<script src="/auth/sign-in-complete.js"></script>')
      expect(response.body).toContain('data-return-path="/characters/3?tab=merits"')
      expect(csrfTokenIn(response.body)).toBe(session.token)

      const token = signedInToken(response.body)
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/players',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me.json()).toMatchObject({ display_name: 'Ana of the Dawn' })
      const identity = await t.db
        .selectFrom('identities')
        .innerJoin('players', 'players.id', 'identities.player_id')
        .select(['identities.uid', 'identities.provider', 'identities.email', 'players.id'])
        .where('players.id', '=', me.json().id)
        .executeTakeFirstOrThrow()
      expect(identity).toMatchObject({
        provider: 'developer',
        uid: 'ana@example.com',
        email: 'ana@example.com',
      })
    })

    it('finds the same player on the next sign-in and keeps the name they chose', async () => {
      const session = await openBrowserSession(t.app)
      const first = await signIn(session, { name: 'Bo', email: 'bo@example.com' })
      const authorization = `Bearer ${signedInToken(first.body)}`
      const firstId = (
        await t.app.inject({ method: 'GET', url: '/api/v1/players', headers: { authorization } })
      ).json().id
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${firstId}`,
        headers: { authorization },
        payload: { player: { display_name: 'Bo the Bold' } },
      })
      expect(renamed.statusCode).toBe(200)

      const second = await signIn(session, { name: 'Someone Else', email: 'BO@example.com' })
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/players',
        headers: { authorization: `Bearer ${signedInToken(second.body)}` },
      })
      expect(me.json()).toMatchObject({ id: firstId, display_name: 'Bo the Bold' })
    })

    it('goes back to / when no return path is given', async () => {
      const session = await openBrowserSession(t.app)
      const response = await signIn(session, { name: 'Cy', email: 'cy@example.com' })
      expect(response.body).toContain('data-return-path="/"')
    })

    it.each([
      'https://evil.example/steal',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ])('ignores the foreign return path %s and goes back to /', async (origin) => {
      const session = await openBrowserSession(t.app)
      const response = await signIn(session, { name: 'Di', email: 'di@example.com', origin })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('data-return-path="/"')
      expect(response.body).not.toContain('evil')
    })

    it.each([
      ['no name', { name: '', email: 'x@example.com' }, 'name', 'Enter a name'],
      ['a name of spaces', { name: '   ', email: 'x@example.com' }, 'name', 'Enter a name'],
      [
        'a name over 64 characters',
        { name: 'n'.repeat(65), email: 'x@example.com' },
        'name',
        'The name must be at most 64 characters',
      ],
      ['no e-mail', { name: 'Ed' }, 'email', 'Enter an e-mail address'],
      ['a malformed e-mail', { name: 'Ed', email: 'ed@' }, 'email', 'Enter a valid e-mail address'],
    ])('shows the form again with an error for %s and creates nobody', async (_case, fields, field, message) => {
      const before = await countPlayers()
      const session = await openBrowserSession(t.app)
      const response = await signIn(session, fields)
      expect(response.statusCode).toBe(422)
      expect(response.body).toContain(`<p class="error" id="${field}-error">${message}</p>`)
      expect(response.body).toContain('data-testid="developer-sign-in-submit"')
      expect(signedInToken(response.body)).toBeUndefined()
      expect(await countPlayers()).toBe(before)
    })

    it('escapes what the visitor typed when showing the form again', async () => {
      const session = await openBrowserSession(t.app)
      const response = await signIn(session, { name: '"><script>x()</script>', email: 'bad' })
      expect(response.body).not.toContain('<script>x()')
      expect(response.body).toContain('&#34;&#62;&#60;script&#62;x()')
    })
  })

  describe('developer sign-in refuses', () => {
    const paths = ['/auth/developer', '/auth/developer/callback']
    const fields = { name: 'Mallory', email: 'mallory@example.com' }

    it.each(paths)('a %s post without an authenticity token', async (path) => {
      const session = await openBrowserSession(t.app)
      const response = await t.app.inject(postForm(session, path, fields))
      expectRefusedAsExpired(response)
    })

    it.each(paths)('a %s post with a wrong authenticity token', async (path) => {
      const session = await openBrowserSession(t.app)
      const response = await t.app.inject(
        postForm(session, path, { ...fields, authenticity_token: `${session.token.slice(1)}A` }),
      )
      expectRefusedAsExpired(response)
    })

    it.each(paths)("a %s post carrying another browser's token", async (path) => {
      const victim = await openBrowserSession(t.app)
      const attacker = await openBrowserSession(t.app)
      const response = await t.app.inject(
        postForm(victim, path, { ...fields, authenticity_token: attacker.token }),
      )
      expectRefusedAsExpired(response)
    })

    it.each(paths)('a %s post without the csrf cookie', async (path) => {
      const session = await openBrowserSession(t.app)
      const response = await t.app.inject(
        postForm(undefined, path, { ...fields, authenticity_token: session.token }),
      )
      expectRefusedAsExpired(response)
    })

    it.each(
      paths.flatMap(
        (path) =>
          [
            [path, 'a public Host', { headers: { host: 'loom.example.com' } }],
            [path, 'a LAN Host', { headers: { host: '192.168.1.20:3000' } }],
            [path, 'a look-alike Host', { headers: { host: 'localhost.evil.example' } }],
            [path, 'a public peer', { remoteAddress: '203.0.113.7' }],
            [path, 'a LAN peer', { remoteAddress: '10.0.0.5' }],
            [path, 'a mapped public peer', { remoteAddress: '::ffff:203.0.113.7' }],
          ] as const,
      ),
    )('%s with %s as a plain 404', async (path, _case, extra) => {
      const before = await countPlayers()
      const response = await postFromPage(t.app, path, fields, extra)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: `No route for POST ${path}` })
      expect(await countPlayers()).toBe(before)
    })

    it.each([
      ['localhost:3000', '127.0.0.1'],
      ['127.0.0.1:3000', '127.0.0.1'],
      ['[::1]:3000', '::1'],
      ['localhost', '::ffff:127.0.0.1'],
    ])('nothing when the Host is %s and the peer %s', async (host, remoteAddress) => {
      const response = await postFromPage(
        t.app,
        '/auth/developer',
        {},
        { headers: { host }, remoteAddress },
      )
      expect(response.statusCode).toBe(200)
    })
  })

  async function countPlayers() {
    return (await t.db.selectFrom('players').select('id').execute()).length
  }
})

forEachEngine((engine) => {
  describe('in production', () => {
    const t = useTestApp(engine, { config: { production: true } })

    it.each([
      '/auth/developer',
      '/auth/developer/callback',
    ])('developer sign-in at %s is a plain 404 even from this machine', async (path) => {
      const response = await postFromPage(t.app, path, {
        name: 'Mallory',
        email: 'mallory@example.com',
      })
      expect(response.statusCode).toBe(404)
      const players = await t.db.selectFrom('players').select('id').execute()
      expect(players).toEqual([])
    })

    it('tells the web app not to offer developer sign-in, but passkeys, and which providers are not set up', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth_providers' })
      expect(response.json()).toEqual({
        google: false,
        developer: false,
        passkey: true,
        providers: [
          { id: 'google_oauth2', label: 'Google', configured: false },
          { id: 'discord', label: 'Discord', configured: false },
        ],
      })
    })
  })
})

function expectRefusedAsExpired(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(403)
  expect(response.body).toContain('<h1>Sign-in expired</h1>')
  expect(signedInToken(response.body)).toBeUndefined()
}

forEachEngine((engine) => {
  describe('behind a trusted proxy', () => {
    const t = useTestApp(engine, { config: { trustProxy: true } })

    it('developer sign-in ignores a forwarded loopback address from a remote peer', async () => {
      const response = await postFromPage(
        t.app,
        '/auth/developer',
        {},
        {
          headers: { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost' },
          remoteAddress: '203.0.113.7',
        },
      )
      expect(response.statusCode).toBe(404)
    })
  })
})
