// Character creation help: the editor's Creation panel counts dots against the type's budget and
// bonus points, and once the character has earned experience each rating shows its next dot's
// cost (docs/rules.md, "Character creation and experience").
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { before, test } from 'node:test'
import type { Page } from 'playwright-core'
import { screenshotDir, useApp, waitForEqual } from '../src/harness.ts'
import { createThroughDialog, openSheet, settled } from './character-support.ts'
import { enter } from './sheet-support.ts'
import {
  AXE_READY,
  assertAccessible,
  followTheme,
  screenshotEverywhere,
  THEMES,
  VIEWPORTS,
} from './shell-support.ts'

const app = useApp(AXE_READY)
let page: Page

before(async () => {
  page = await app.signedInPage('Ana')
})

/** Waits until a Creation panel line reads `text` ("11 / 8"). */
async function waitForCount(key: string, text: string) {
  await page.getByTestId(`creation-${key}-count`).filter({ hasText: text }).waitFor()
}

/** The line under a rating field, or null when it has none. */
async function hintOf(testId: string): Promise<string | null> {
  const describedBy = await page.getByTestId(testId).getAttribute('aria-describedby')
  if (!describedBy) return null
  return page.locator(`[id="${describedBy}"]`).textContent()
}

/** The Creation panel alone, at each size and theme, to read it closely. */
async function screenshotPanel(name: string) {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size)
    for (const theme of THEMES) {
      await followTheme(page, theme)
      await page
        .getByTestId('editor-creation')
        .screenshot({ path: join(screenshotDir, `${name}-${viewport}-${theme}.png`) })
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop)
  await followTheme(page, 'light')
}

test('the Creation panel follows the dots, charges bonus points past the limits, and experience costs show once earned', async () => {
  const id = await createThroughDialog(page, app.url, {
    name: 'Creation Help',
    type: 'SolarCharacter',
    caste: 'dawn',
  })
  await openSheet(page, app.url, id, '/edit')
  await waitForCount('attributes-primary', '0 / 8')
  await waitForCount('abilities', '0 / 28')
  await page.getByTestId('creation-bonus-points').filter({ hasText: '0 of 15 spent' }).waitFor()

  // Physical 5, 5, 4: 11 dots past the first, 3 over the primary 8 at 4 points each.
  await enter(page, 'editor-attr-strength', 5)
  await enter(page, 'editor-attr-dexterity', 5)
  await enter(page, 'editor-attr-stamina', 4)
  await waitForCount('attributes-primary', '11 / 8')
  await page
    .getByTestId('creation-attributes-primary-over')
    .filter({ hasText: '3 over: 12 BP' })
    .waitFor()
  await enter(page, 'editor-attr-wits', 3)
  await waitForCount('attributes-secondary', '2 / 6')

  // Abilities: Melee 3 is free; War 5 has two dots above 3 at 2 points each (not Caste yet).
  await enter(page, 'editor-abil-melee', 3)
  await waitForCount('abilities', '3 / 28')
  await enter(page, 'editor-abil-war', 5)
  await waitForCount('abilities', '8 / 28')
  await page.getByTestId('creation-abilities-over').filter({ hasText: '2 over: 4 BP' }).waitFor()
  await page
    .getByTestId('creation-bonus-points')
    .filter({ hasText: '16 of 15 spent, -1 left' })
    .waitFor()
  await page
    .getByTestId('creation-over-budget')
    .filter({ hasText: 'Over budget by 1 bonus point.' })
    .waitFor()
  // No experience earned yet: no next-dot costs.
  assert.equal(await hintOf('editor-attr-strength'), null)
  await settled(page)
  // Reloaded for axe: Tab from War leaves focus on the Craft Add button, whose focus ripple
  // pulses for as long as it has focus, so transitions would never settle.
  await openSheet(page, app.url, id, '/edit')
  await page.getByTestId('creation-over-budget').waitFor()
  await assertAccessible(page, 'the editor over its creation budget')
  await screenshotPanel('creation-help-panel')

  // Once the character has earned experience, each rating shows what its next dot costs.
  await page.goto(`${app.url}/characters/${id}/edit/bio`)
  await enter(page, 'editor-xp_total', 10)
  await settled(page)
  await openSheet(page, app.url, id, '/edit')
  await page.getByTestId('creation-experience-note').filter({ hasText: 'Solar XP pays' }).waitFor()
  assert.equal(await hintOf('editor-attr-strength'), 'Next: 20 XP')
  assert.equal(await hintOf('editor-attr-charisma'), 'Next: 4 XP')
  assert.equal(await hintOf('editor-abil-melee'), 'Next: 6 XP')
  assert.equal(await hintOf('editor-abil-archery'), 'Next: 3 XP')
  assert.equal(await hintOf('editor-abil-war'), null, 'War 5 is at its maximum')
  assert.equal(await hintOf('editor-willpower-total'), 'Next: 8 XP')
  await enter(page, 'editor-attr-charisma', 2)
  await waitForEqual(() => hintOf('editor-attr-charisma'), 'Next: 8 XP')
  await settled(page)
  await openSheet(page, app.url, id, '/edit')
  await page.getByTestId('creation-experience-note').waitFor()
  await assertAccessible(page, 'the editor past creation')
  await screenshotPanel('creation-help-past-creation')
  await screenshotEverywhere(page, 'creation-help-editor')

  // A new merit (rating 1) shows its second dot's cost: 3 × the current rating.
  await page.goto(`${app.url}/characters/${id}/edit/merits`)
  await page.getByTestId('merits-add').click()
  const nextDot = page.locator('[data-testid^="merit-"][data-testid$="-next-dot"]')
  await nextDot.filter({ hasText: 'Next: 3 XP' }).waitFor()

  // A Charm's card says what learning it costs: a new one keys to no Caste ability, so 10.
  await page.goto(`${app.url}/characters/${id}/edit/charms`)
  await page.getByTestId('charms-add-charms').click()
  await page.locator('[data-testid^="charm-editor-"][data-testid$="-summary"]').last().click()
  await page
    .locator('[data-testid^="charm-"][data-testid$="-learning-cost"]')
    .filter({ hasText: 'Learning it costs 10 XP' })
    .waitFor()
})
