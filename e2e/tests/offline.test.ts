import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { chromium, type Page } from 'playwright-core'
import { api, CHROMIUM_OPTIONS, screenshot, useApp } from '../src/harness.ts'
import { openSheet } from './character-support.ts'

const app = useApp()

/** Waits until the service worker controls the page: from then on its answers are kept. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload()
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The API requests the service worker kept in this browser. */
function keptRequests(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept = await (await caches.open('loom-api')).keys()
    return kept.map((request) => request.url)
  })
}

test('a sheet and the list opened once read offline after a reload; signing out forgets them', async () => {
  const page = await app.signedInPage('Basement Ana')
  const { id } = await api(page, 'POST', '/characters', { name: 'Zan in the basement' })
  await openSheet(page, app.url, id)
  await controlledByServiceWorker(page)
  await openSheet(page, app.url, id)
  await page.goto(`${app.url}/characters`)
  await page.getByText('Zan in the basement').first().waitFor()

  await page.context().setOffline(true)
  await page.reload()
  await page.getByText('Zan in the basement').first().waitFor()
  await page
    .getByTestId('connection-indicator')
    .and(page.locator('[data-status="offline"]'))
    .waitFor()
  await openSheet(page, app.url, id)
  await page.getByTestId('header-title').filter({ hasText: 'Zan in the basement' }).waitFor()
  await screenshot(page, 'offline-sheet')

  await page.context().setOffline(false)
  await page
    .getByTestId('connection-indicator')
    .and(page.locator(':not([data-status="offline"])'))
    .waitFor()
  const me = await api(page, 'GET', '/players')
  assert.ok(
    (await keptRequests(page)).some(
      (url) => url.includes(`/api/v1/characters/${id}?`) && url.includes(`offline-player=${me.id}`),
    ),
  )
  const kept = (url: string) => url.includes(`offline-player=${me.id}`)
  await page.getByTestId('drawer-log-out').click()
  await page.getByTestId('drawer-logged-in-as').waitFor({ state: 'detached' })
  // Emptied by the sign-out; what the signed-out page asks for since is nobody's.
  for (let tries = 0; (await keptRequests(page)).some(kept); tries += 1) {
    assert.ok(tries < 50, 'the signed-out player’s answers stayed in the cache')
    await page.waitForTimeout(100)
  }
  await page.context().close()
})

test('the app is installable: Chromium finds no installability error', async () => {
  // A profile of its own: the suite's contexts are incognito, where nothing is installable.
  const profile = mkdtempSync(join(tmpdir(), 'loom-install-'))
  const context = await chromium.launchPersistentContext(profile, CHROMIUM_OPTIONS)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(app.url)
    await controlledByServiceWorker(page)
    const session = await context.newCDPSession(page)
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    assert.deepEqual(installabilityErrors, [])
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
      return link
        ? ((await (await fetch(link.href)).json()) as { name: string; display: string })
        : null
    })
    assert.equal(manifest?.name, 'Loom')
    assert.equal(manifest?.display, 'standalone')
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
