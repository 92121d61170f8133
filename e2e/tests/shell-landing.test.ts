import assert from 'node:assert/strict'
import { test } from 'node:test'
import { useApp } from '../src/harness.ts'
import {
  AXE_READY,
  assertAccessible,
  screenshotEverywhere,
  THEMES,
  useTheme,
} from './shell-support.ts'

const app = useApp(AXE_READY)

test('an anonymous visitor sees the three promises, sign-in buttons and no logged-out dialog', async () => {
  const page = await app.newPage()
  await page.goto(app.url)
  for (const promise of ['promise-sync', 'promise-pools', 'promise-hidden']) {
    await page.getByTestId(promise).waitFor()
  }
  assert.match((await page.getByTestId('promise-sync').textContent()) ?? '', /real time/)
  assert.match((await page.getByTestId('promise-pools').textContent()) ?? '', /Dice pools/)
  assert.match((await page.getByTestId('promise-hidden').textContent()) ?? '', /Secrets/)
  // The test server has no Google credentials: one quiet note on the page says so, and neither
  // the page nor the drawer shows a Google button that cannot work.
  await page.getByTestId('sign-in-unconfigured').waitFor()
  assert.equal(await page.getByTestId('sign-in-unconfigured').count(), 1)
  assert.equal(await page.getByTestId('drawer-sign-in-unconfigured').count(), 0)
  assert.equal(await page.getByRole('button', { name: /google/i }).count(), 0)
  await page.getByTestId('drawer-sign-in-developer').waitFor()
  await page.waitForTimeout(800)
  assert.equal(await page.getByTestId('logged-out-dialog').count(), 0)
  assert.equal(await page.title(), 'Loom')
  assert.match(
    (await page.getByTestId('footer').textContent()) ?? '',
    /v120[\s\S]*White Wolf AB and Onyx Path[\s\S]*Privacy/,
  )
  await screenshotEverywhere(page, 'shell-landing')
  await page.context().close()
})

test('the landing and help pages have no serious accessibility problems in either theme', async () => {
  const page = await app.newPage()
  for (const path of [
    '/',
    '/help/index',
    '/help/merits',
    '/help/weapons',
    '/help/forms',
    '/resources',
    '/privacy',
  ]) {
    await page.goto(`${app.url}${path}`)
    for (const theme of THEMES) {
      await useTheme(page, theme)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await assertAccessible(page, `${path} in the ${theme} theme`)
    }
  }
  await page.context().close()
})

test('help pages are reachable from the index, and unknown docs show the index', async () => {
  const page = await app.newPage()
  await page.goto(`${app.url}/help`)
  await page.waitForURL(/\/help\/index$/)
  await page.getByTestId('help-link-weapons').click()
  await page.getByRole('heading', { name: 'Weapons', level: 1 }).waitFor()
  assert.equal(await page.title(), 'Weapons Help | Loom')
  await page.goto(`${app.url}/help/merits.md`)
  await page.getByRole('heading', { name: 'Merits', level: 1 }).waitFor()
  await page.goto(`${app.url}/help/nonsense`)
  await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor()
  await screenshotEverywhere(page, 'shell-help')
  await page.context().close()
})

test('an unknown address shows a page-not-found page, not a blank screen', async () => {
  const page = await app.newPage()
  await page.goto(`${app.url}/no/such/page`)
  await page.getByTestId('not-found').waitFor()
  assert.equal(await page.title(), 'Page not found | Loom')
  await page.context().close()
})

test('a visitor who never signed in is asked to sign in by the page, not told they were logged out', async () => {
  const page = await app.newPage()
  await page.goto(`${app.url}/characters`)
  const empty = page.getByTestId('characters-empty')
  await empty.waitFor()
  assert.match((await empty.textContent()) ?? '', /Sign in to see your characters/)
  await page.waitForTimeout(800)
  assert.equal(await page.getByTestId('logged-out-dialog').count(), 0)
  await page.context().close()
})

test('the deleted-account page sends a visitor who did not just delete an account home', async () => {
  const page = await app.newPage()
  await page.goto(`${app.url}/deleted`)
  await page.waitForURL(`${app.url}/`)
  await page.context().close()
})
