import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { chromium, type Page } from 'playwright-core'
import {
  api,
  CHROMIUM_OPTIONS,
  DESKTOP,
  PHONE,
  screenshot,
  screenshotDir,
  signIn,
  useApp,
  waitForEqual,
} from '../src/harness.ts'
import { openSheet, screenshotSheet } from './character-support.ts'
import { live } from './chronicle-support.ts'
import { settlePage } from './qc-support.ts'
import { enter, waitForFigure } from './sheet-support.ts'
import { AXE_READY, assertAccessible, settleTransitions } from './shell-support.ts'

const app = useApp(AXE_READY)

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

// `npm test` builds the app with NODE_ENV=development on purpose (scripts/test.mjs): a build is
// always a production one, and a development bundle would never register the worker.
test('the built app registers its service worker at /sw.js for the whole app', async () => {
  const page = await app.newPage()
  await page.goto(app.url)
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return { scope: registration.scope, script: registration.active?.scriptURL }
  })
  assert.deepEqual(worker, { scope: `${app.url}/`, script: `${app.url}/sw.js` })
})

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
  // The sheet read its character from the player's list, which the start-up asks for beside
  // the player (it asks for the character alone only when the list has not brought it).
  assert.ok(
    (await keptRequests(page)).some(
      (url) => url.includes('/api/v1/characters?page=1') && url.includes(`offline-player=${me.id}`),
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

test('edits made offline survive a reload, sync on reconnecting, and a conflict is the player’s to settle', async () => {
  const mine = await app.signedInPage('Tidewater Ana')
  const other = await app.signedInPage('Tidewater Ana')
  const { id } = await api(mine, 'POST', '/characters', {
    character: { name: 'Zan', attr_strength: 2, attr_dexterity: 2, attr_wits: 2 },
  })
  await openSheet(mine, app.url, id, '/edit')
  await controlledByServiceWorker(mine)
  await openSheet(mine, app.url, id, '/edit')
  const value = (page: Page, testId: string) => page.getByTestId(testId).inputValue()
  const pending = mine.getByTestId('pending-edits')

  await mine.context().setOffline(true)
  await mine
    .getByTestId('connection-indicator')
    .and(mine.locator('[data-status="offline"]'))
    .waitFor()
  await enter(mine, 'editor-name', 'Zan of the Sea')
  await enter(mine, 'editor-attr-strength', 4)
  await enter(mine, 'editor-attr-dexterity', 5)
  await pending.filter({ hasText: '3 pending' }).waitFor()

  // Reloaded while still offline: the sheet comes from the cache, the edits from the queue.
  await mine.reload()
  await mine.getByTestId('editor-attr-strength').waitFor()
  await waitForEqual(() => value(mine, 'editor-name'), 'Zan of the Sea')
  await waitForEqual(() => value(mine, 'editor-attr-strength'), '4')
  await waitForEqual(() => value(mine, 'editor-attr-dexterity'), '5')
  await pending.filter({ hasText: '3 pending' }).waitFor()
  await assertAccessible(mine, 'sheet with edits pending offline')
  await screenshotSheet(mine, 'offline-edits-pending', () =>
    pending.filter({ hasText: '3 pending' }).waitFor(),
  )

  // Meanwhile, on another device of the same player: the name differently, and another field.
  await openSheet(other, app.url, id, '/edit')
  await live(other)
  await api(other, 'PATCH', `/characters/${id}`, {
    character: { name: 'Zan the Bold', attr_wits: 3 },
  })
  await waitForEqual(() => value(other, 'editor-name'), 'Zan the Bold')

  await mine.context().setOffline(false)
  const dialog = mine.getByTestId('conflict-dialog')
  await dialog.waitFor()
  // What did not conflict landed, and the other device sees it without reloading.
  await waitForEqual(() => value(other, 'editor-attr-strength'), '4')
  await waitForEqual(() => value(other, 'editor-attr-dexterity'), '5')
  await waitForEqual(() => value(other, 'editor-name'), 'Zan the Bold')
  assert.equal(await mine.getByTestId('conflict-field-name').count(), 1)
  assert.equal(await mine.locator('[data-testid^="conflict-field-"]').count(), 1)
  await waitForEqual(() => value(mine, 'editor-attr-wits'), '3')
  await assertAccessible(mine, 'conflict dialog')
  // The conflict is kept on the device too: a reload asks again.
  const dialogShown = async () => {
    await dialog.waitFor()
    await settleTransitions(mine)
  }
  await screenshotSheet(mine, 'offline-edits-conflict', dialogShown)
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await mine.setViewportSize(viewport)
    await dialogShown()
    const path = join(screenshotDir, `offline-edits-conflict-dialog-${size}.png`)
    await mine.getByRole('dialog').screenshot({ path })
  }
  await mine.setViewportSize(DESKTOP)

  await mine.getByTestId('conflict-keep-mine-name').click()
  await mine.getByTestId('conflict-save').click()
  await dialog.waitFor({ state: 'detached' })
  await waitForEqual(() => value(other, 'editor-name'), 'Zan of the Sea')
  await pending.waitFor({ state: 'detached' })
  const saved = await api(mine, 'GET', `/characters/${id}`)
  assert.deepEqual(
    [saved.name, saved.attr_strength, saved.attr_dexterity, saved.attr_wits],
    ['Zan of the Sea', 4, 5, 3],
  )
  await mine.context().close()
  await other.context().close()
})

test('a player’s edit made offline on a phone and the storyteller’s edit of another field meanwhile both end up on both screens', async () => {
  const storyteller = await app.signedInPage('Harbour Storyteller')
  // Signed in at desktop size (the sign-in checks the drawer), then held at a phone's.
  const phone = await app.signedInPage('Harbour Player')
  await phone.setViewportSize(PHONE)
  const chronicle = await api(storyteller, 'POST', '/chronicles', { name: 'Harbour Lights' })
  await api(phone, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
  const { id } = await api(phone, 'POST', '/characters', {
    character: { name: 'Sel', attr_strength: 2, attr_wits: 2 },
  })
  await api(phone, 'POST', `/chronicles/${chronicle.id}/add_character/${id}`)
  await openSheet(phone, app.url, id, '/edit')
  await controlledByServiceWorker(phone)
  await openSheet(phone, app.url, id, '/edit')
  await openSheet(storyteller, app.url, id, '/edit')
  await live(storyteller)
  const value = (page: Page, testId: string) => page.getByTestId(testId).inputValue()

  await phone.context().setOffline(true)
  await phone
    .getByTestId('connection-indicator')
    .and(phone.locator('[data-status="offline"]'))
    .waitFor()
  await enter(phone, 'editor-attr-strength', 4)
  await phone.getByTestId('pending-edits').filter({ hasText: '1 pending' }).waitFor()
  // The storyteller, online, changes another field of the same sheet meanwhile.
  await enter(storyteller, 'editor-attr-wits', 3)
  await waitForEqual(async () => (await api(storyteller, 'GET', `/characters/${id}`)).attr_wits, 3)
  assert.equal(await value(phone, 'editor-attr-wits'), '2', 'the phone heard nothing offline')

  await phone.context().setOffline(false)
  await phone.getByTestId('pending-edits').waitFor({ state: 'detached' })
  for (const page of [phone, storyteller]) {
    await waitForEqual(() => value(page, 'editor-attr-strength'), '4')
    await waitForEqual(() => value(page, 'editor-attr-wits'), '3')
  }
  assert.equal(await phone.getByTestId('conflict-dialog').count(), 0, 'no field was changed twice')
  const saved = await api(storyteller, 'GET', `/characters/${id}`)
  assert.deepEqual([saved.attr_strength, saved.attr_wits], [4, 3])
  await screenshot(phone, 'offline-phone-and-storyteller-merged')
  await phone.context().close()
  await storyteller.context().close()
})

test('a player’s rename made offline on a phone and the storyteller’s willpower spend on the sheet meanwhile both end up on both screens', async () => {
  const storyteller = await app.signedInPage('Reef Storyteller')
  // Signed in at desktop size (the sign-in checks the drawer), then held at a phone's.
  const phone = await app.signedInPage('Reef Player')
  await phone.setViewportSize(PHONE)
  const chronicle = await api(storyteller, 'POST', '/chronicles', { name: 'Lamps of the Reef' })
  await api(phone, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
  const { id } = await api(phone, 'POST', '/characters', {
    character: { name: 'Iselda', willpower_permanent: 3, willpower_temporary: 3 },
  })
  await api(phone, 'POST', `/chronicles/${chronicle.id}/add_character/${id}`)
  await openSheet(phone, app.url, id, '/edit')
  await controlledByServiceWorker(phone)
  await openSheet(phone, app.url, id, '/edit')
  await live(phone)
  // The storyteller reads the sheet itself, where willpower is spent from its tile.
  await openSheet(storyteller, app.url, id)
  await waitForFigure(storyteller, 'resource-willpower', '3/3')
  await live(storyteller)
  const value = (page: Page, testId: string) => page.getByTestId(testId).inputValue()
  const title = (page: Page) => page.getByTestId('header-title').first()
  const pending = phone.getByTestId('pending-edits')

  await phone.context().setOffline(true)
  await phone
    .getByTestId('connection-indicator')
    .and(phone.locator('[data-status="offline"]'))
    .waitFor()
  await enter(phone, 'editor-name', 'Iselda of the Reef')
  await pending.filter({ hasText: '1 pending' }).waitFor()
  await settlePage(phone)
  await screenshot(phone, 'offline-phone-rename-pending')

  // The storyteller, online, spends two of the character's willpower meanwhile.
  await storyteller.getByTestId('resource-willpower').click()
  await storyteller.getByTestId('willpower-dialog-amount').fill('2')
  await storyteller.getByTestId('willpower-dialog-submit').click()
  await waitForFigure(storyteller, 'resource-willpower', '1/3')
  await waitForEqual(
    async () => (await api(storyteller, 'GET', `/characters/${id}`)).willpower_temporary,
    1,
  )
  assert.equal(
    await value(phone, 'editor-willpower-current'),
    '3',
    'the phone heard nothing offline',
  )
  assert.equal(await title(storyteller).textContent(), 'Iselda', 'the rename waits on the phone')
  await screenshot(storyteller, 'offline-phone-rename-storyteller-meanwhile')

  await phone.context().setOffline(false)
  await pending.waitFor({ state: 'detached' })
  await waitForEqual(() => value(phone, 'editor-name'), 'Iselda of the Reef')
  await waitForEqual(() => value(phone, 'editor-willpower-current'), '1')
  await title(phone).filter({ hasText: 'Iselda of the Reef' }).waitFor()
  await title(storyteller).filter({ hasText: 'Iselda of the Reef' }).waitFor()
  await waitForFigure(storyteller, 'resource-willpower', '1/3')
  assert.equal(await phone.getByTestId('conflict-dialog').count(), 0, 'no field was changed twice')
  const saved = await api(storyteller, 'GET', `/characters/${id}`)
  assert.deepEqual([saved.name, saved.willpower_temporary], ['Iselda of the Reef', 1])
  await settlePage(phone)
  await screenshot(phone, 'offline-phone-rename-merged-phone')
  await screenshot(storyteller, 'offline-phone-rename-merged-storyteller')
  await phone.context().close()
  await storyteller.context().close()
})

/** How many edits wait in this browser's offline queue (none if it was never opened). */
function keptEdits(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'loom-offline')) {
      return 0
    }
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('loom-offline')
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    const counting = database.transaction('edits').objectStore('edits').count()
    const count = await new Promise<number>((resolve) => {
      counting.onsuccess = () => resolve(counting.result)
    })
    database.close()
    return count
  })
}

test('edits kept offline are forgotten on sign-out: the next player on the device never sees them', async () => {
  const page = await app.signedInPage('Shared Tablet Ana')
  const { id } = await api(page, 'POST', '/characters', { character: { name: 'Ana’s secret' } })
  await openSheet(page, app.url, id, '/edit')
  await controlledByServiceWorker(page)
  await openSheet(page, app.url, id, '/edit')
  await page.context().setOffline(true)
  await enter(page, 'editor-name', 'Ana’s plan')
  await page.getByTestId('pending-edits').filter({ hasText: '1 pending' }).waitFor()
  assert.equal(await keptEdits(page), 1)

  await page.getByTestId('drawer-log-out').click()
  await page.getByTestId('drawer-logged-in-as').waitFor({ state: 'detached' })
  await waitForEqual(() => keptEdits(page), 0)
  await page.context().setOffline(false)
  await signIn(page, app.url, 'Shared Tablet Ben')
  await page.goto(`${app.url}/characters`)
  await page.getByTestId('drawer-logged-in-as').filter({ hasText: 'Shared Tablet Ben' }).waitFor()
  assert.equal(await page.getByTestId('pending-edits').count(), 0)
  assert.equal(await page.getByTestId('conflict-dialog').count(), 0)

  await page.getByTestId('drawer-log-out').click()
  await signIn(page, app.url, 'Shared Tablet Ana')
  assert.equal((await api(page, 'GET', `/characters/${id}`)).name, 'Ana’s secret')
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
