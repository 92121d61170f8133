import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { useApp } from '../src/harness.ts'
import { createThroughDialog } from './character-support.ts'
import { createFromList } from './qc-support.ts'
import { AXE_READY, screenshotEverywhere } from './shell-support.ts'

const app = useApp(AXE_READY)

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? ''

/** The header's menu: while the next page's code loads, the previous page's cards may still show theirs. */
async function chooseAction(page: Page, action: string) {
  await page.locator('header').getByTestId('actions-menu').click()
  await page.getByTestId(action).click()
}

test('creating a character lands on its sheet, described by its type and caste', async () => {
  const page = await app.signedInPage('Creator')
  await createThroughDialog(page, app.url, {
    name: 'Dawn Blade',
    type: 'SolarCharacter',
    caste: 'twilight',
  })
  assert.equal(await text(page, 'sheet-subtitle'), 'Essence 1 Twilight Caste Solar')
  assert.equal(await text(page, 'header-title'), 'Dawn Blade')
  assert.equal(await page.title(), 'Dawn Blade | Loom')

  await createThroughDialog(page, app.url, {
    name: 'House Rules',
    type: 'CustomAbilityCharacter',
    customCaste: 'Wanderer',
    customType: 'Exigent',
  })
  // The custom type's own name survives the trip to the server.
  await page.getByTestId('sheet-subtitle').filter({ hasText: 'Wanderer Caste Exigent' }).waitFor()
  await page.context().close()
})

test('pin, hide, duplicate, change type and delete, each from the actions menu', async () => {
  const page = await app.signedInPage('Menu User')
  const id = await createThroughDialog(page, app.url, {
    name: 'Menu Target',
    type: 'SolarCharacter',
    caste: 'dawn',
  })

  await chooseAction(page, 'action-pin')
  await page.getByTestId(`drawer-pinned-characters-${id}`).waitFor()
  await chooseAction(page, 'action-pin')
  await page.getByTestId(`drawer-pinned-characters-${id}`).waitFor({ state: 'detached' })

  await page.locator('header').getByTestId('actions-menu').click()
  assert.equal(await text(page, 'action-hide'), 'Hide from other players')
  await page.getByTestId('action-hide').click()
  await page.goto(`${app.url}/characters`)
  await page.getByTestId(`card-characters-${id}`).getByTestId('card-hidden').waitFor()

  await page.goto(`${app.url}/characters/${id}`)
  await page.locator('header').getByTestId('actions-menu').click()
  await screenshotEverywhere(page, 'shell-actions-menu')
  await page.keyboard.press('Escape')

  await chooseAction(page, 'action-change-type')
  const submit = page.getByTestId('change-type-submit')
  assert.equal(await submit.isDisabled(), true, 'changing to the same type is not offered')
  await page.getByTestId('change-type-select').click()
  await page.getByTestId('change-type-select-Character').click()
  await page.getByTestId('change-type-mortal-warning').waitFor()
  await screenshotEverywhere(page, 'shell-change-type')
  await submit.click()
  await page.getByTestId('change-type-dialog').waitFor({ state: 'detached' })
  await page.getByTestId('sheet-subtitle').filter({ hasText: 'Essence 1 Mortal' }).waitFor()

  await chooseAction(page, 'action-duplicate')
  await page.waitForURL(
    (url) => /\/characters\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
  )
  await page.getByTestId('header-title').filter({ hasText: 'Menu Target (Duplicate)' }).waitFor()
  const copy = Number(new URL(page.url()).pathname.split('/').at(-1))

  await chooseAction(page, 'action-delete')
  const dialog = page.getByTestId('delete-dialog')
  assert.match(
    (await dialog.textContent()) ?? '',
    /Delete Menu Target \(Duplicate\)\?[\s\S]*cannot be undone/,
  )
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await chooseAction(page, 'action-delete')
  await page.getByTestId('delete-dialog-confirm').click()
  // Its page is gone with it: the player lands on everything they still own.
  await page.waitForURL(/\/content$/)
  await page.getByTestId(`card-characters-${id}`).waitFor()
  assert.equal(await page.getByTestId(`card-characters-${copy}`).count(), 0)
  await page.context().close()
})

test('a battlegroup made from a QC opens on its own page', async () => {
  const page = await app.signedInPage('Battle Master')
  await createFromList(page, app.url, 'qc', 'Wolf')
  await page.getByTestId('header-title').filter({ hasText: 'Wolf' }).waitFor()
  await chooseAction(page, 'action-battlegroup-from-qc')
  await page.waitForURL(/\/battlegroups\/\d+$/)
  await page.getByTestId('header-title').filter({ hasText: 'Wolf (Battlegroup)' }).waitFor()
  await page.getByTestId('drawer-battlegroups').filter({ hasText: '1 total' }).waitFor()
  await page.context().close()
})

test('dragging a card to a new place keeps it there, also after a reload', async () => {
  const page = await app.signedInPage('Sorter')
  for (const name of ['First', 'Second', 'Third']) {
    await createThroughDialog(page, app.url, { name, type: 'Character' })
  }
  await page.goto(`${app.url}/characters`)
  await page.locator('[data-sortable-item]').nth(2).waitFor()
  const order = async () =>
    page.locator('[data-testid^="card-characters-"] [data-testid="card-name"]').allTextContents()
  assert.deepEqual(await order(), ['First', 'Second', 'Third'])

  const third = page.locator('[data-sortable-item]').nth(2)
  const first = page.locator('[data-sortable-item]').nth(0)
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH')
  await third.locator('[data-testid^="drag-handle-"]').dragTo(first)
  assert.deepEqual(await order(), ['Third', 'First', 'Second'])
  assert.equal((await saved).status(), 200)
  await page.waitForTimeout(500)
  assert.deepEqual(await order(), ['Third', 'First', 'Second'], 'the card does not snap back')

  // The keyboard moves a card too: the handle takes arrow keys.
  await page.locator('[data-sortable-item]').nth(2).locator('[data-testid^="drag-handle-"]').focus()
  const movedByKey = page.waitForResponse((response) => response.request().method() === 'PATCH')
  await page.keyboard.press('ArrowUp')
  assert.deepEqual(await order(), ['Third', 'Second', 'First'])
  assert.equal((await movedByKey).status(), 200)
  await page.waitForTimeout(500)

  await page.reload()
  await page.locator('[data-sortable-item]').nth(2).waitFor()
  assert.deepEqual(await order(), ['Third', 'Second', 'First'])
  await page.context().close()
})
