import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { createFromList, settlePage } from './qc-support.ts'
import { choose, enter, figure, waitForFigure } from './sheet-support.ts'
import { AXE_READY, assertAccessible, screenshotEverywhere } from './shell-support.ts'

const app = useApp(AXE_READY)

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim()

async function toggleEditing(page: Page, path: RegExp) {
  await page.getByTestId('header-edit-toggle').click()
  await page.waitForURL(path)
}

test('size, might, drill and perfect morale set magnitude, defenses and attack pools, in the editor and on the sheet (journey 16)', async () => {
  const page = await app.signedInPage('Warlord')
  const id = await createFromList(page, app.url, 'battlegroup', 'Hill Raiders')
  await toggleEditing(page, /\/edit$/)
  await page.getByTestId('battlegroup-editor').waitFor()

  await enter(page, 'battlegroup-editor-health_levels', 7)
  await enter(page, 'battlegroup-editor-size', 2)
  await enter(page, 'battlegroup-editor-might', 1)
  await choose(page, 'battlegroup-editor-drill', 'battlegroup-editor-drill-2')
  await page.getByTestId('battlegroup-editor-perfect_morale').check()
  await enter(page, 'battlegroup-editor-evasion', 2)
  await enter(page, 'battlegroup-editor-parry', 3)
  await enter(page, 'battlegroup-editor-soak', 4)
  await page.getByTestId('battlegroup-editor-attacks-add').click()
  await enter(page, 'battlegroup-editor-attacks-0-name', 'Spear')
  await enter(page, 'battlegroup-editor-attacks-0-pool', 5)
  await enter(page, 'battlegroup-editor-attacks-0-damage', 10)

  // Elite drill 2 + might 1: defenses +3; size 2 + might 1 on attacks; 7 + 2 + 3 magnitude.
  await page
    .getByTestId('battlegroup-editor-attacks-0-pool-total')
    .filter({ hasText: '(8 total)' })
    .waitFor()
  assert.equal(await text(page, 'battlegroup-editor-attacks-0-damage-total'), '(13 total)')
  assert.equal(await text(page, 'battlegroup-editor-evasion-total'), '(5 total)')
  assert.equal(await text(page, 'battlegroup-editor-parry-total'), '(6 total)')
  assert.equal(await text(page, 'battlegroup-editor-soak-total'), '(6 total)')
  assert.equal(await text(page, 'battlegroup-editor-magnitude-total'), '/ 12')
  await settlePage(page)
  await assertAccessible(page, 'the battlegroup editor')
  await screenshotEverywhere(page, 'battlegroup-editor')

  await toggleEditing(page, new RegExp(`/battlegroups/${id}$`))
  const sheetShows = async (expected: Record<string, string>) => {
    for (const [testId, value] of Object.entries(expected)) await waitForFigure(page, testId, value)
  }
  await sheetShows({
    'battlegroup-attack-0-pool': '8',
    'battlegroup-attack-0-damage': '13',
    'battlegroup-magnitude': '8/12',
    'battlegroup-defense-bonus': '+3',
    'battlegroup-evasion': '5',
    'battlegroup-parry': '6',
    'battlegroup-soak': '6',
  })
  assert.match(await text(page, 'battlegroup-drill'), /Elite/)
  assert.match(await text(page, 'battlegroup-perfect-morale'), /Perfect/)
  await page.reload()
  await sheetShows({ 'battlegroup-attack-0-pool': '8', 'battlegroup-magnitude': '8/12' })
  await settlePage(page)
  await assertAccessible(page, 'the battlegroup sheet')
  await screenshotEverywhere(page, 'battlegroup-sheet')

  // Might 3 adds a second defense point; poor drill takes two away; without perfect morale
  // the battlegroup loses three magnitude.
  await toggleEditing(page, /\/edit$/)
  await enter(page, 'battlegroup-editor-might', 3)
  await choose(page, 'battlegroup-editor-drill', 'battlegroup-editor-drill-0')
  await page.getByTestId('battlegroup-editor-perfect_morale').uncheck()
  await page.getByTestId('battlegroup-editor-magnitude-total').filter({ hasText: '/ 9' }).waitFor()
  await toggleEditing(page, new RegExp(`/battlegroups/${id}$`))
  await sheetShows({
    'battlegroup-attack-0-pool': '10',
    'battlegroup-attack-0-damage': '15',
    'battlegroup-magnitude': '8/9',
    'battlegroup-defense-bonus': '+2',
    'battlegroup-evasion': '4',
    'battlegroup-parry': '5',
  })
  assert.match(await text(page, 'battlegroup-drill'), /Poor/)
  assert.equal(await page.getByTestId('battlegroup-perfect-morale').count(), 0)

  // Onslaught lowers defenses and Join Battle, never below 0.
  await api(page, 'PATCH', `/battlegroups/${id}`, { battlegroup: { onslaught: 5, join_battle: 3 } })
  await page.reload()
  await sheetShows({
    'battlegroup-evasion': '0',
    'battlegroup-parry': '0',
    'battlegroup-join-battle': '0',
  })
  await page.context().close()
})

test('the Battlegroup Health dialog changes size and magnitude together', async () => {
  const page = await app.signedInPage('Field Marshal')
  const id = await createFromList(page, app.url, 'battlegroup', 'Shield Wall')
  await api(page, 'PATCH', `/battlegroups/${id}`, {
    battlegroup: { size: 2, health_levels: 7, magnitude: 9 },
  })
  await page.reload()
  await waitForFigure(page, 'battlegroup-magnitude', '9/9')

  await page.getByTestId('battlegroup-magnitude').click()
  const dialog = page.getByTestId('battlegroup-health-dialog')
  await dialog.waitFor()
  assert.match(await text(page, 'battlegroup-health-dialog-current-magnitude'), /9\/9/)
  assert.match(await text(page, 'battlegroup-health-dialog-current-size'), /2/)
  await page.getByTestId('battlegroup-health-dialog-size-step-minus1').click()
  assert.equal(await text(page, 'battlegroup-health-dialog-total'), '/ 8')
  await page.getByTestId('battlegroup-health-dialog-magnitude-step-minus1').click()
  await page.getByTestId('battlegroup-health-dialog-magnitude-step-minus1').click()
  await screenshot(page, 'battlegroup-health-dialog')
  await page.getByTestId('battlegroup-health-dialog-save').click()
  await dialog.waitFor({ state: 'detached' })

  await waitForFigure(page, 'battlegroup-magnitude', '6/8')
  assert.equal(await figure(page, 'battlegroup-size'), '1')
  await page.reload()
  await waitForFigure(page, 'battlegroup-magnitude', '6/8')
  assert.equal(await figure(page, 'battlegroup-size'), '1')
  await page.context().close()
})

test('a non-editor reads a public battlegroup but cannot open its dialogs or its editor', async () => {
  const owner = await app.signedInPage('Banner Owner')
  const id = await createFromList(owner, app.url, 'battlegroup', 'Public Levy')
  await api(owner, 'PATCH', `/battlegroups/${id}`, { battlegroup: { public: true } })

  const other = await app.signedInPage('Onlooker')
  await other.goto(`${app.url}/battlegroups/${id}`)
  await other.getByTestId('battlegroup-sheet').waitFor()
  assert.equal(await other.getByTestId('header-edit-toggle').count(), 0)
  assert.equal(await other.locator('button[data-testid="battlegroup-magnitude"]').count(), 0)
  assert.equal(await other.locator('button[data-testid="battlegroup-willpower"]').count(), 0)
  await other.goto(`${app.url}/battlegroups/${id}/edit`)
  await other.getByTestId('page-forbidden').waitFor()
  assert.equal(await other.getByTestId('battlegroup-editor').count(), 0)
  await Promise.all([owner.context().close(), other.context().close()])
})
