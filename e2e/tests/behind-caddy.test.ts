import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import type { Browser, Page, WebSocket } from 'playwright-core'
import { httpsGet, launchTrustingBrowser, type RunningProxy, startCaddy } from '../src/caddy.ts'
import { api, DESKTOP, freePort, type RunningServer, signIn, startServer } from '../src/harness.ts'

/**
 * Loom behind Caddy as a group would host it: TLS on an https:// address (Caddy's internal CA,
 * trusted by the browser), PUBLIC_URL on it and TRUST_PROXY naming the proxy.
 */
const dir = mkdtempSync(join(tmpdir(), 'loom-caddy-'))
let server: RunningServer
let proxy: RunningProxy
let browser: Browser

before(async () => {
  const port = await freePort()
  server = await startServer({
    PUBLIC_URL: `https://localhost:${port}`,
    TRUST_PROXY: 'loopback',
  })
  proxy = await startCaddy({
    port,
    upstreams: [`127.0.0.1:${new URL(server.url).port}`],
    dir,
  })
  browser = await launchTrustingBrowser(proxy.rootCertificate, dir)
})
after(async () => {
  await browser?.close()
  await proxy?.stop()
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP })
  return context.newPage()
}

test('signs in on https with Secure cookies and HSTS, and hears live events over wss', async () => {
  const page = await newPage()
  const sockets: WebSocket[] = []
  const frames: string[] = []
  page.on('websocket', (socket) => {
    sockets.push(socket)
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)))
  })
  const landing = await page.goto(proxy.url)
  assert.match(landing?.headers()['strict-transport-security'] ?? '', /max-age=\d+/)
  await signIn(page, proxy.url, 'Proxy Pat')

  const cookies = await page.context().cookies(proxy.url)
  assert.ok(cookies.length > 0, 'the sign-in sets cookies')
  for (const cookie of cookies) assert.equal(cookie.secure, true, `${cookie.name} is Secure`)

  const deadline = Date.now() + 15_000
  while (!frames.some((frame) => frame.includes('confirm_subscription'))) {
    assert.ok(Date.now() < deadline, `no subscription confirmed; frames: ${frames.join('\n')}`)
    await page.waitForTimeout(100)
  }
  assert.ok(sockets.length > 0)
  for (const socket of sockets)
    assert.match(socket.url(), new RegExp(`^wss://localhost:${new URL(proxy.url).port}/cable`))

  // Another device of the same player creates a character; its event arrives over wss.
  const other = await newPage()
  await signIn(other, proxy.url, 'Proxy Pat')
  const { id } = await api(other, 'POST', '/characters', { name: 'Zan behind the proxy' })
  while (!frames.some((frame) => frame.includes('Zan behind the proxy'))) {
    assert.ok(Date.now() < deadline + 15_000, `no live event of ${id} arrived over wss`)
    await page.waitForTimeout(100)
  }
})

test('registers the service worker on https with a trusted certificate', async () => {
  const page = await newPage()
  await page.goto(proxy.url)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  assert.equal(await page.evaluate(() => window.isSecureContext), true)
})

test('counts sign-in attempts per visitor address, not per proxy', async () => {
  // /auth/* allows 120 requests a minute per client address (docs/operations.md).
  const from = (localAddress: string) =>
    httpsGet(proxy.url, '/auth/sign-in-complete.js', { ca: proxy.rootCertificate, localAddress })
  for (let attempt = 0; attempt < 120; attempt++) {
    assert.equal((await from('127.0.0.2')).status, 200)
  }
  assert.equal((await from('127.0.0.2')).status, 429, 'the 121st attempt from one visitor')
  assert.equal((await from('127.0.0.3')).status, 200, 'another visitor is not held back')
})
