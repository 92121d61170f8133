import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

// A built web app and a stand-in for its renderer (web/src/server-render/render-page.tsx):
// it asks the API who is signed in, as the real one does through the same fetch.
const built = mkdtempSync(join(tmpdir(), 'loom-web-dist-'))
mkdirSync(join(built, 'assets'))
writeFileSync(
  join(built, 'index.html'),
  '<!doctype html><html><head><!--csrf-meta--><script type="module" crossorigin src="/vite/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/vite/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
)
writeFileSync(join(built, 'assets/index-abc.css'), 'body{margin:0}')
// What the web build lists for each module loaded on demand (web/build-tools/page-chunks.ts).
writeFileSync(
  join(built, 'page-chunks.json'),
  JSON.stringify({
    'src/pages/LandingPage.tsx': ['assets/LandingPage-1.js', 'assets/shared-2.js'],
    'src/frame/Header.tsx': ['assets/shared-2.js', 'assets/Header-3.js'],
    'src/pages/Odd.tsx': ['assets/"><script>alert(1)</script>.js'],
  }),
)
const renderer = join(built, 'render-page.mjs')
writeFileSync(
  renderer,
  `export async function renderPage(request) {
  if (request.url === '/settings') return undefined
  if (request.url === '/broken') throw new Error('the renderer failed')
  const headers = request.token ? { authorization: 'Bearer ' + request.token } : {}
  const answer = await request.fetch('/api/v1/players', { headers })
  const who = answer.ok ? (await answer.json()).display_name : 'a visitor'
  return {
    head: '<style data-emotion="css x">.x{}</style>',
    root: '<p id="who">' + who + '</p><p id="dollar">$&amp;</p>',
    afterRoot: '<script type="application/json" id="state">' + JSON.stringify({ theme: request.theme, csrf: request.csrfToken }) + '</script>',
    modules: ['src/pages/LandingPage.tsx', 'src/frame/Header.tsx', 'src/pages/Odd.tsx', 'src/unlisted.tsx'],
  }
}
`,
)
afterAll(() => rmSync(built, { recursive: true, force: true }))

forEachEngine((engine) => {
  describe('server-rendered pages', () => {
    const t = useTestApp(engine, { config: { webDist: built, serverRenderer: renderer } })
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers })
    const whoIn = (html: string) => /<p id="who">([^<]*)<\/p>/.exec(html)?.[1]

    it("is rendered for the cookie's player, never another's, and kept by no cache", async () => {
      const ana = await t.createPlayer({ display_name: 'Ana' })
      const bo = await t.createPlayer({ display_name: 'Bo' })
      const anaPage = await page('/', { cookie: `loom_session=${await t.tokenFor(ana.id)}` })
      const boPage = await page('/', { cookie: `loom_session=${await t.tokenFor(bo.id)}` })
      const visitorPage = await page('/')
      expect([whoIn(anaPage.body), whoIn(boPage.body), whoIn(visitorPage.body)]).toEqual([
        'Ana',
        'Bo',
        'a visitor',
      ])
      for (const response of [anaPage, boPage, visitorPage]) {
        expect(response.headers['cache-control']).toBe('private, no-store')
        expect(response.headers.vary).toContain('Cookie')
      }
    })

    it('is rendered for a visitor when the cookie is forged, expired or not a token', async () => {
      const ana = await t.createPlayer({ display_name: 'Ana' })
      const token = await t.tokenFor(ana.id)
      const expired = await t.tokenFor(ana.id, { issuedAt: new Date('2020-01-01T00:00:00Z') })
      for (const cookie of [`${token.slice(0, -3)}abc`, expired, 'not-a-token', `${token}"`]) {
        const response = await page('/', { cookie: `loom_session=${cookie}` })
        expect(response.statusCode).toBe(200)
        expect(whoIn(response.body)).toBe('a visitor')
      }
    })

    it("puts the page in index.html as it is, with the browser's theme and authenticity token", async () => {
      const response = await page('/', { cookie: 'loom_theme=dark' })
      const { body } = response
      expect(body).toContain('<p id="dollar">$&amp;</p>')
      expect(body).toContain('<style data-emotion="css x">.x{}</style></head>')
      const state = JSON.parse(
        /<script type="application\/json" id="state">([^<]*)</.exec(body)?.[1] ?? '{}',
      )
      expect(state.theme).toBe('dark')
      expect(body).toContain(`<meta name="csrf-token" content="${state.csrf}">`)
    })

    it('names the files of the page’s code in its head, each once, and nothing that is not a file', async () => {
      const { body } = await page('/')
      const head = body.slice(0, body.indexOf('</head>'))
      expect(head.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
        '<link rel="modulepreload" crossorigin href="/vite/assets/LandingPage-1.js">',
        '<link rel="modulepreload" crossorigin href="/vite/assets/shared-2.js">',
        '<link rel="modulepreload" crossorigin href="/vite/assets/Header-3.js">',
      ])
      expect(body).not.toContain('alert(1)')
    })

    it('inlines the style sheet', async () => {
      const response = await page('/settings')
      expect(response.body).toContain('<style>body{margin:0}</style>')
      expect(response.body).not.toContain('index-abc.css')
    })

    it('sends the bare app for a page the renderer leaves to the browser, or when it fails', async () => {
      for (const url of ['/settings', '/broken']) {
        const response = await page(url)
        expect(response.statusCode).toBe(200)
        expect(response.body).toContain('<div id="root"></div>')
      }
    })

    it('is gzipped for a browser that takes gzip', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'gzip, br' },
      })
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(response.rawPayload).toString()).toContain('<p id="who">a visitor</p>')
    })
  })
})
