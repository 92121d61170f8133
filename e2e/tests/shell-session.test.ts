import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, submitDeveloperSignIn, useApp } from '../src/harness.ts'
import {
  AXE_READY,
  assertAccessible,
  screenshotEverywhere,
  THEMES,
  useTheme,
} from './shell-support.ts'

const app = useApp(AXE_READY)

/** Signs in from the side drawer's own button, as journey 2 starts. */
async function signInFromDrawer(page: Page, name: string) {
  await page.getByTestId('drawer-sign-in-developer').click()
  await submitDeveloperSignIn(page, name)
  await page.getByTestId('drawer-logged-in-as').filter({ hasText: name }).waitFor()
}

test('sign-in from the drawer loads every page of the player’s items, and an expired session asks to sign in again', async () => {
  const page = await app.newPage()
  await page.goto(`${app.url}/characters`)
  await page.getByTestId('characters-empty').waitFor()
  await signInFromDrawer(page, 'Many Characters')
  await page.waitForURL(/\/characters$/)

  const names = Array.from({ length: 8 }, (_, n) => `Exalt ${n + 1}`)
  // Straight through the API, as another device would.
  for (const name of names) {
    await api(page, 'POST', '/characters', {
      character: { name, type: 'SolarCharacter', caste: 'dawn' },
    })
  }
  await page.reload()
  // Eight characters are more than one page of the list: all of them must arrive.
  await page.getByTestId('drawer-characters').filter({ hasText: '8 total' }).waitFor()
  await page.getByTestId('drawer-qcs').filter({ hasText: '0 total' }).waitFor()
  await page.getByTestId('drawer-battlegroups').filter({ hasText: '0 total' }).waitFor()
  await page.getByTestId('drawer-chronicles').waitFor()
  // The drawer's count comes with the player; the cards follow once the list's last page is in.
  const cards = page.locator('[data-testid^="card-characters-"]')
  await cards.nth(7).waitFor()
  assert.equal(await cards.count(), 8)
  assert.equal(await page.title(), 'Characters | Loom')
  await page.getByTestId('connection-indicator').and(page.locator('[data-status="live"]')).waitFor()

  for (const theme of THEMES) {
    await useTheme(page, theme)
    await page.getByTestId('characters-grid').waitFor()
    await assertAccessible(page, `/characters in the ${theme} theme`)
  }
  await screenshotEverywhere(page, 'shell-characters-list')

  // The session ends on the server's side: the next call is refused with 401.
  await page.evaluate(() => localStorage.setItem('jwt', 'expired.token.value'))
  const firstCard = page.locator('[data-testid^="card-characters-"]').first()
  await firstCard.getByTestId('actions-menu').click()
  await page.getByTestId('action-pin').click()
  const dialog = page.getByTestId('logged-out-dialog')
  await dialog.waitFor()
  assert.equal(await page.evaluate(() => localStorage.getItem('jwt')), null)
  await screenshotEverywhere(page, 'shell-logged-out-dialog')

  await dialog.getByTestId('sign-in-developer').click()
  await page.locator('input[name="name"]').fill('Many Characters')
  await page.locator('input[name="email"]').fill('many.characters@example.test')
  await page.getByTestId('developer-sign-in-submit').click()
  await page.waitForURL(/\/characters$/)
  await page.getByTestId('drawer-characters').filter({ hasText: '8 total' }).waitFor()
  assert.equal(await page.getByTestId('logged-out-dialog').count(), 0)
  await page.context().close()
})

test('the content page and the other lists have no serious accessibility problems in either theme', async () => {
  const page = await app.newPage()
  await page.goto(app.url)
  await signInFromDrawer(page, 'Accessible Lists')
  for (const path of ['/content', '/qcs', '/battlegroups']) {
    await page.goto(`${app.url}${path}`)
    for (const theme of THEMES) {
      await useTheme(page, theme)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.getByTestId('drawer-logged-in-as').waitFor()
      await assertAccessible(page, `${path} in the ${theme} theme`)
    }
  }
  await page.goto(`${app.url}/content`)
  await page.getByTestId('characters-empty').waitFor()
  await screenshotEverywhere(page, 'shell-content-empty')
  await page.context().close()
})
