// Journeys of issue 34: a sheet comes rendered from the server (for the player of the session
// cookie) and React takes it over in place; the cookie is set, cleared and never trusted alone.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { api, DESKTOP, screenshotDir, useApp, waitForEqual } from '../src/harness.ts'
import { createCharacter, createSolarSample } from './character-support.ts'
import { countLayoutShifts, layoutShift } from './shell-support.ts'

const app = useApp()

/** A phone as the server recognises one: its browser says it is a mobile one. */
const PHONE_BROWSER = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
  // The app's own scripts are held back below; a service worker would serve them past that.
  serviceWorkers: 'block' as const,
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'loom_session')

/** What React reports when the page it takes over is not the one it would have rendered. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = []
  const keep = (text: string) => {
    if (/hydrat|Minified React error #(418|419|423|425)/i.test(text)) errors.push(text)
  }
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text())
  })
  page.on('pageerror', (error) => keep(error.message))
  return errors
}

test('a phone shows the sheet before any script, and React takes it over moving nothing', async () => {
  // Signed in at desktop size (the sign-in checks the drawer), then held at a phone's.
  const page = await app.signedInPage('Steady Phone', { ...PHONE_BROWSER, viewport: DESKTOP })
  await page.setViewportSize(PHONE_BROWSER.viewport)
  const { id } = await createSolarSample(page, 'Steady Sheet')
  const hydrationErrors = collectHydrationErrors(page)
  await countLayoutShifts(page)
  // The app's scripts wait until the server's page has been looked at, as over a slow network.
  let releaseScripts = () => {}
  let scriptsHeld = Promise.resolve()
  await page.route('**/vite/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme)
    await page.context().addCookies([{ name: 'loom_theme', value: theme, url: app.url }])
    scriptsHeld = new Promise((resolve) => {
      releaseScripts = resolve
    })
    // Not waiting for the load event: it waits for the held scripts.
    await page.goto(`${app.url}/characters/${id}`, { waitUntil: 'commit' })
    const attributes = page.getByTestId('block-attributes')
    await attributes.waitFor()
    assert.equal(await page.locator('#root[data-interactive]').count(), 0, 'no script has run')
    assert.equal(await page.getByTestId('header-title').textContent(), 'Steady Sheet')
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    assert.equal(background === 'rgb(255, 255, 255)', theme === 'light', `${theme}: ${background}`)
    const before = await attributes.boundingBox()
    await page.screenshot({ path: join(screenshotDir, `phone-sheet-from-server-${theme}.png`) })

    releaseScripts()
    await page.locator('#root[data-interactive]').waitFor({ state: 'attached' })
    await page.waitForTimeout(500)
    assert.deepEqual(await attributes.boundingBox(), before, `${theme}: the attributes moved`)
    const shift = await layoutShift(page)
    assert.ok(shift < 0.01, `layout shift as React took the sheet over (${theme}): ${shift}`)
    await page.screenshot({ path: join(screenshotDir, `phone-sheet-interactive-${theme}.png`) })
    // Taken over: a tile answers a tap.
    await page.getByTestId('pool-evasion').tap()
    await page.getByTestId('pool-evasion-summary').waitFor()
    await page.keyboard.press('Escape')
  }
  assert.deepEqual(hydrationErrors, [])
  await page.context().close()
})

test('the session cookie is HttpOnly and Lax, and sign-out clears it: the next page is a visitor’s', async () => {
  const page = await app.signedInPage('Cookie Keeper')
  const cookie = await sessionCookie(page.context())
  assert.ok(cookie, 'signing in sets the session cookie')
  assert.equal(cookie.httpOnly, true)
  assert.equal(cookie.sameSite, 'Lax')
  assert.equal(await page.evaluate(() => document.cookie.includes('loom_session')), false)
  const { id } = await createCharacter(page, { name: 'Kept Private', type: 'Character' })
  const sheetUrl = `${app.url}/characters/${id}`
  const rendered = await page.request.get(sheetUrl)
  assert.match(await rendered.text(), /data-testid="header-title"[^>]*>Kept Private</)
  assert.match(rendered.headers()['cache-control'] ?? '', /private, no-store/)

  await page.getByTestId('drawer-log-out').click()
  await page.getByTestId('drawer-logged-in-as').waitFor({ state: 'detached' })
  await waitForEqual(async () => (await sessionCookie(page.context())) === undefined, true)
  const afterSignOut = await (await page.request.get(sheetUrl)).text()
  assert.doesNotMatch(afterSignOut, /Kept Private/)
  await page.context().close()
})

test('another player asking for a private sheet’s page gets neither its markup nor its data', async () => {
  const owner = await app.signedInPage('Sheet Owner')
  const { id } = await createCharacter(owner, { name: 'Owner Secret', type: 'Character' })
  const other = await app.signedInPage('Curious Player')
  const hydrationErrors = collectHydrationErrors(other)
  const html = await (await other.request.get(`${app.url}/characters/${id}`)).text()
  assert.doesNotMatch(html, /Owner Secret/)
  await other.goto(`${app.url}/characters/${id}`)
  await other
    .getByTestId('page-not-found')
    .or(other.getByTestId('page-forbidden'))
    .first()
    .waitFor()
  assert.equal(await other.getByText('Owner Secret').count(), 0)
  assert.deepEqual(hydrationErrors, [])
  await owner.context().close()
  await other.context().close()
})

test('a browser signed in before the cookie existed is rendered as its player again at once', async () => {
  const page = await app.signedInPage('Early Adopter')
  const me = await api<{ id: number }>(page, 'GET', '/players')
  await page.context().clearCookies({ name: 'loom_session' })
  // Rendered for a visitor, then by the app itself for the player, who gets the cookie back.
  await page.goto(app.url)
  await page.getByTestId('drawer-logged-in-as').filter({ hasText: 'Early Adopter' }).waitFor()
  await waitForEqual(async () => (await sessionCookie(page.context())) !== undefined, true)
  const landing = await (await page.request.get(app.url)).text()
  assert.match(landing, new RegExp(`"session":\\{"authenticated":true,"id":${me.id}`))
  await page.context().close()
})

test('a visitor’s landing page and a public sheet are taken over without a mismatch, on a desktop and a phone', async () => {
  const owner = await app.signedInPage('Open Owner')
  const { id } = await createSolarSample(owner, 'Open Sheet')
  await api(owner, 'PATCH', `/characters/${id}`, { character: { public: true } })
  for (const options of [{}, PHONE_BROWSER] as BrowserContextOptions[]) {
    const visitor = await app.newPage(options)
    const hydrationErrors = collectHydrationErrors(visitor)
    for (const path of ['/', `/characters/${id}`]) {
      await visitor.goto(`${app.url}${path}`)
      await visitor.locator('#root[data-interactive]').waitFor({ state: 'attached' })
    }
    await visitor.getByTestId('header-title').filter({ hasText: 'Open Sheet' }).waitFor()
    // Give React a moment to report what it found while it took the pages over.
    await visitor.waitForTimeout(500)
    assert.deepEqual(
      hydrationErrors,
      [],
      `visitor ${JSON.stringify(options.viewport ?? 'desktop')}`,
    )
    await visitor.context().close()
  }
  await owner.context().close()
})

test('a sheet’s page names the files of its code in its head, and each is fetched once', async () => {
  const page = await app.signedInPage('Early Fetcher')
  const { id } = await createSolarSample(page, 'Fetched Sheet')
  const fetched: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/vite/assets/') && pathname.endsWith('.js')) fetched.push(pathname)
  })
  const answer = await page.goto(`${app.url}/characters/${id}`)
  const head = (await answer?.text())?.split('</head>')[0] ?? ''
  const named = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    ([, href = '']) => href,
  )
  assert.ok(
    named.some((href) => /\/CharacterSheetPage-[\w-]+\.js$/.test(href)),
    named.join(' '),
  )
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' })
  await page.getByTestId('pool-evasion').click()
  await page.getByTestId('pool-evasion-summary').waitFor()
  const twice = fetched.filter((path, index) => fetched.indexOf(path) !== index)
  assert.deepEqual(twice, [], 'a file of the page’s code was fetched twice')
  for (const href of named) assert.ok(fetched.includes(href), `${href} was named but not fetched`)
  // The app's own script found them named and added no second link for any.
  const links = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) =>
      link.getAttribute('href'),
    ),
  )
  assert.equal(new Set(links).size, links.length, 'a file got two preload links')
  await page.context().close()
})
