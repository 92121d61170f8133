import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import {
  AXE_READY,
  assertAccessible,
  screenshotEverywhere,
  THEMES,
  useTheme,
  VIEWPORTS,
} from './shell-support.ts'

const app = useApp(AXE_READY)

const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)'

async function openSettings(page: Page) {
  await page.getByTestId('drawer-logged-in-as').click()
  await page.waitForURL(/\/settings$/)
  await page.getByTestId('settings-display-name').waitFor()
}

test('a player renames themself in Settings and the new name sticks after a reload', async () => {
  const page = await app.signedInPage('Rename Me')
  await openSettings(page)
  assert.equal(await page.title(), 'Settings | Loom')
  const name = page.getByTestId('settings-display-name')
  assert.equal(await name.inputValue(), 'Rename Me')
  await name.fill('Seven Devils Laughing')
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().includes('/api/v1/players/'),
  )
  await name.blur()
  assert.equal((await saved).status(), 200)
  await page
    .getByTestId('drawer-logged-in-as')
    .filter({ hasText: 'Seven Devils Laughing' })
    .waitFor()
  await page.reload()
  await page
    .getByTestId('drawer-logged-in-as')
    .filter({ hasText: 'Seven Devils Laughing' })
    .waitFor()
  assert.equal(
    await page.getByTestId('settings-display-name').inputValue(),
    'Seven Devils Laughing',
  )
  await page.context().close()
})

test('a blank display name is refused on the spot and never sent', async () => {
  const page = await app.signedInPage('Not Blank')
  await openSettings(page)
  let patches = 0
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches += 1
  })
  await page.getByTestId('settings-display-name').fill('   ')
  await page.getByText('display_name cannot be blank').waitFor()
  await page.waitForTimeout(1000)
  assert.equal(patches, 0)
  await page.context().close()
})

test('the theme chosen in Settings or the drawer persists across reloads and follows into another tab', async () => {
  const page = await app.signedInPage('Theme Switcher')
  const otherTab = await page.context().newPage()
  await otherTab.goto(`${app.url}/help`)
  await otherTab.getByRole('heading', { level: 1 }).waitFor()
  assert.equal(await backgroundOf(otherTab), LIGHT_BACKGROUND)

  await openSettings(page)
  await page.getByTestId('settings-theme').click()
  await page.getByTestId('settings-theme-dark').click()
  await page.waitForFunction(() => localStorage.getItem('theme') === 'dark')
  assert.notEqual(await backgroundOf(page), LIGHT_BACKGROUND)
  await otherTab.waitForFunction(
    (light) => getComputedStyle(document.body).backgroundColor !== light,
    LIGHT_BACKGROUND,
  )
  await page.reload()
  await page.getByTestId('settings-display-name').waitFor()
  assert.notEqual(await backgroundOf(page), LIGHT_BACKGROUND)

  // On a phone the drawer is a panel over the page, opened from the header and closed with Esc.
  await page.setViewportSize(VIEWPORTS.phone)
  await page.getByTestId('drawer-toggle').click()
  // Wait for the panel to finish sliding in before the picture.
  await page.waitForFunction(
    () => document.querySelector('.MuiDrawer-paper')?.getBoundingClientRect().left === 0,
  )
  await screenshot(page, 'shell-drawer-phone-dark')
  await page.getByTestId('drawer-theme-switch').click()
  await page.waitForFunction(() => localStorage.getItem('theme') === 'light')
  await screenshot(page, 'shell-drawer-phone-light')
  await page.keyboard.press('Escape')
  await page.getByTestId('drawer-theme-switch').waitFor({ state: 'detached' })
  await page.setViewportSize(VIEWPORTS.desktop)
  assert.equal(await backgroundOf(page), LIGHT_BACKGROUND)
  await otherTab.waitForFunction(
    (light) => getComputedStyle(document.body).backgroundColor === light,
    LIGHT_BACKGROUND,
  )
  await page.context().close()
})

test('the settings page has no serious accessibility problems in either theme', async () => {
  const page = await app.signedInPage('Accessible Settings')
  await openSettings(page)
  for (const theme of THEMES) {
    await useTheme(page, theme)
    await page.getByTestId('settings-display-name').waitFor()
    await assertAccessible(page, `/settings in the ${theme} theme`)
  }
  await screenshotEverywhere(page, 'shell-settings')
  await page.context().close()
})

test('deleting the account asks first, names what is lost, and ends on /deleted once', async () => {
  const page = await app.signedInPage('Leaving Soon')
  await openSettings(page)
  await page.getByTestId('settings-delete-account').click()
  const dialog = page.getByTestId('delete-account-dialog')
  await dialog.waitFor()
  assert.match(
    (await page.getByTestId('delete-account-losses').textContent()) ?? '',
    /0 characters, 0 quick characters, 0 battlegroups and 0 chronicles you run/,
  )
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  // Esc must not delete anything: after a moment for a stray request, the account still answers.
  await page.waitForTimeout(500)
  await api(page, 'GET', '/players')

  await page.getByTestId('settings-delete-account').click()
  await page.getByTestId('delete-account-dialog-confirm').click()
  await page.waitForURL(/\/deleted$/)
  await page.getByTestId('account-deleted').waitFor()
  assert.equal(await page.evaluate(() => localStorage.getItem('jwt')), null)
  await page.getByTestId('drawer-sign-in-developer').waitFor()
  await screenshotEverywhere(page, 'shell-deleted')
  // A reload forgets the deletion, as it should: the page then goes home.
  await page.reload()
  await page.waitForURL(`${app.url}/`)
  await page.context().close()
})
