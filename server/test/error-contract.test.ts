import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { csrfTokenIn, openBrowserSession, postForm } from './support/browser-session.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

const webDist = mkdtempSync(join(tmpdir(), 'loom-web-dist-'))
mkdirSync(join(webDist, 'assets'))
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><!--csrf-meta--><script type="module" src="/vite/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
)
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")')
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
afterAll(() => rmSync(webDist, { recursive: true, force: true }))

forEachEngine((engine) => {
  const logLines: string[] = []
  const t = useTestApp(engine, {
    config: { webDist, logLevel: 'info' },
    logStream: { write: (line) => logLines.push(line) },
    routes: (app) =>
      app.get('/api/v1/test-failure', async () => {
        throw new Error('database exploded')
      }),
  })

  describe('the API error contract', () => {
    it('answers malformed JSON with 400 and a JSON error', async () => {
      const player = await t.createPlayer({ display_name: 'Unchanged' })
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${player.id}`,
        headers: { ...(await t.authorizedAs(player.id)), 'content-type': 'application/json' },
        payload: '{"player": {"display_name": ',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 'The request body is not valid JSON' })
    })

    it('answers a body over 1 MiB with 413 and changes nothing', async () => {
      const player = await t.createPlayer({ display_name: 'Unchanged' })
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${player.id}`,
        headers: await t.authorizedAs(player.id),
        payload: { player: { display_name: 'x'.repeat(1024 * 1024) } },
      })
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ error: 'The request body is larger than 1 MiB' })
      const stored = await t.db
        .selectFrom('players')
        .select('display_name')
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow()
      expect(stored.display_name).toBe('Unchanged')
    })

    it.each([
      'GET',
      'POST',
      'PATCH',
      'PUT',
      'DELETE',
    ] as const)('answers %s on an unknown /api path with a JSON 404, never the web app', async (method) => {
      const response = await t.app.inject({ method, url: '/api/v1/unicorns?page=2' })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toEqual({ error: `No route for ${method} /api/v1/unicorns` })
    })

    it('answers an unexpected failure with a generic 500 and logs it', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-failure' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ error: 'Internal Server Error' })
      expect(logLines.some((line) => line.includes('database exploded'))).toBe(true)
    })
  })

  describe('security headers', () => {
    it.each([
      ['an API answer', 'GET', '/healthz'],
      ['an API error', 'GET', '/api/v1/players'],
      ['an unknown API path', 'DELETE', '/api/nothing'],
      ['the web app', 'GET', '/characters/12'],
      ['a built asset', 'GET', '/vite/assets/app-abc123.js'],
      ['a sign-in page', 'POST', '/auth/developer'],
    ] as const)('are on %s', async (_what, method, url) => {
      const response = await t.app.inject({ method, url })
      const csp = response.headers['content-security-policy']
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("frame-ancestors 'none'")
      // Only this host, the live channel included: no other address may be asked for anything.
      expect(csp).toMatch(/connect-src 'self'(;|$)/)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('same-origin')
    })
  })

  describe('the web app', () => {
    it.each([
      '/',
      '/characters/12/edit',
      '/settings?tab=theme',
    ])('answers GET %s with index.html carrying this browser’s csrf meta tags', async (url) => {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(response.body).toContain('<div id="root"></div>')
      expect(response.body).not.toContain('<!--csrf-meta-->')
      expect(response.body).toContain('<meta name="csrf-param" content="authenticity_token">')
      expect(csrfTokenIn(response.body)).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const cookie = response.cookies.find((c) => c.name === 'loom_csrf')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    })

    it('keeps the csrf token stable for a browser that already has the cookie', async () => {
      const session = await openBrowserSession(t.app)
      const again = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: session.cookie },
      })
      expect(csrfTokenIn(again.body)).toBe(session.token)
      expect(again.cookies).toEqual([])
    })

    it('serves hashed assets under /vite/ with a long cache', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/vite/assets/app-abc123.js' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe('console.log("app")')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    })

    it('serves unhashed files under /vite/ without a long cache', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/vite/favicon.svg' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    })

    it.each([
      '/vite/assets/missing.js',
      '/auth/nothing',
      '/cable/x',
    ])('answers GET %s with a 404, not the web app', async (url) => {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('<div id="root">')
    })

    it('answers POST on an app route with a 404, not the web app', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/characters' })
      expect(response.statusCode).toBe(404)
    })
  })

  describe('request logs', () => {
    it('never contain the session token, the csrf token or the cookie', async () => {
      const player = await t.createPlayer()
      const headers = await t.authorizedAs(player.id)
      const token = headers.authorization.slice('Bearer '.length)
      const session = await openBrowserSession(t.app)
      await t.app.inject({ method: 'GET', url: '/api/v1/players', headers })
      await t.app.inject(
        postForm(session, '/auth/developer/callback?code=secret-code', {
          authenticity_token: session.token,
          name: 'Ana',
          email: 'ana@example.com',
        }),
      )
      const log = logLines.join('')
      expect(log).toContain('/api/v1/players')
      expect(log).not.toContain(token)
      expect(log).not.toContain(session.token)
      expect(log).not.toContain(session.cookie.split('=')[1])
      expect(log).not.toContain('secret-code')
    })
  })
})
