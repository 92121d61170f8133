// Journey 13 (ui.md §15): loadouts on a custom type. "Use Loadouts" starts the "Default"
// loadout and new charms join it; the chip input makes a second loadout; switching the
// current loadout moves the ✓ marks in the editor and on the charms page, where the loadout
// filter always lets "*" charms through; the switch survives a reload.
import assert from 'node:assert/strict'
import { before, test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp, waitForEqual } from '../src/harness.ts'
import { type CharacterRow, createCharacter, openSheet, settled } from './character-support.ts'
import { keepScreenshotIfFailing, settlePage } from './qc-support.ts'
import { choose, enter } from './sheet-support.ts'

const app = useApp()
let page: Page

before(async () => {
  page = await app.signedInPage('Loadout Keeper')
})

const customExalt = () =>
  createCharacter(page, {
    name: 'Iron Wanderer',
    type: 'CustomAbilityCharacter',
    exalt_type: 'Exigent',
    abil_melee: 3,
  })

/** The names of the cards in a list of charm cards, as their titles read (✓ included). */
async function titles(cards: string): Promise<string[]> {
  const summaries = page.locator(`${cards} [data-testid$="-summary"] h3`)
  return (await summaries.allTextContents()).map((title) => title.trim())
}

const waitForTitles = (cards: string, expected: string[]) =>
  waitForEqual(() => titles(cards), expected)

const EDITOR_CARDS = '[data-testid="charm-editor-section-charms"]'
const PAGE_CARDS = '[data-testid="charm-section-charms"]'

/** The ids of the native charm cards in the editor. */
async function editorCharmIds(): Promise<number[]> {
  const ids = await page
    .locator(`${EDITOR_CARDS} [data-testid^="charm-editor-"][data-testid$="-summary"]`)
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid') ?? ''))
  return ids.map((id) => Number(id.match(/^charm-editor-(\d+)-summary$/)?.[1]))
}

/**
 * Opens a charm's card in the editor, unless it is open already. A card that was just closed
 * still shows its fields while it folds away, so ask the card, not its fields.
 */
async function openCard(id: number): Promise<void> {
  const summary = page.getByTestId(`charm-editor-${id}-summary`)
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click()
  await page.locator(`[data-testid="charm-editor-${id}-summary"][aria-expanded="true"]`).waitFor()
  await page.getByTestId(`charm-${id}-name`).waitFor()
}

/** Adds a native charm with "Add Charm", opens its card and names it; answers its id. */
async function addCharm(name: string): Promise<number> {
  const known = await editorCharmIds()
  await page.getByTestId('charms-add-charms').click()
  await waitForEqual(async () => (await editorCharmIds()).length, known.length + 1)
  const id = (await editorCharmIds()).find((each) => !known.includes(each))
  assert.ok(id, 'a new card after "Add Charm"')
  await openCard(id)
  await enter(page, `charm-${id}-name`, name)
  return id
}

/** The chips of a charm's "Loadouts" field, as shown. */
function loadoutChips(id: number) {
  return page
    .locator(`.MuiAutocomplete-root:has([data-testid="charm-${id}-loadouts"]) .MuiChip-label`)
    .allTextContents()
}

const waitForChips = (id: number, expected: string[]) =>
  waitForEqual(() => loadoutChips(id), expected)

/** The loadouts each charm is saved with, by name, as the server has them. */
async function savedLoadouts(characterId: number): Promise<Record<string, string[]>> {
  const character = await api<CharacterRow>(page, 'GET', `/characters/${characterId}`)
  const charms = character.charms as { name: string; loadouts: string[] }[]
  return Object.fromEntries(charms.map((charm) => [charm.name, charm.loadouts]))
}

/** Picks options of the charm filter's "Loadouts" field, then leaves the field. */
async function filterLoadouts(...options: string[]): Promise<void> {
  for (const option of options) {
    await page.getByTestId('filter-loadouts').click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  await page.getByTestId('charm-filter-title').click()
}

test('a custom Exalt uses loadouts: new charms join "Default", a second loadout comes from the chip input, and the ✓ marks and the loadout filter follow the current loadout after a reload (journey 13)', async () => {
  await keepScreenshotIfFailing(page, 'character-loadouts', async () => {
    const { id } = await customExalt()
    await openSheet(page, app.url, id, '/edit/charms')
    await page.getByTestId('charm-editor-section-charms').waitFor()
    // Until the player asks for them, a custom type has no loadouts and no ✓ marks.
    assert.equal(await page.getByTestId('charms-current-loadout').count(), 0)
    await page.getByTestId('charms-use-loadouts').click()
    await page.getByTestId('charms-current-loadout').filter({ hasText: 'Default' }).waitFor()
    assert.equal(await page.getByTestId('charms-use-loadouts').count(), 0)

    const strike = await addCharm('Default Strike')
    const stance = await addCharm('Battle Stance')
    const guard = await addCharm('Ever-Ready Guard')
    // Each new charm joins the current loadout, so each is installed.
    await waitForTitles(EDITOR_CARDS, ['✓ Default Strike', '✓ Battle Stance', '✓ Ever-Ready Guard'])
    // The chip of the current loadout carries a ✓ (ui.md §7.4).
    await openCard(strike)
    await waitForChips(strike, ['✓ Default'])

    // A second loadout, typed into the chip input: Battle Stance leaves Default for Battle.
    await openCard(stance)
    await waitForChips(stance, ['✓ Default'])
    const stanceLoadouts = page.getByTestId(`charm-${stance}-loadouts`)
    await stanceLoadouts.click()
    await stanceLoadouts.press('Backspace')
    await waitForChips(stance, [])
    await stanceLoadouts.fill('Battle')
    await page.getByRole('option', { name: '✚ Add Battle', exact: true }).waitFor()
    await stanceLoadouts.press('Enter')
    await waitForChips(stance, ['Battle'])

    // Ever-Ready Guard goes into every loadout with "* All Loadouts".
    await openCard(guard)
    const guardLoadouts = page.getByTestId(`charm-${guard}-loadouts`)
    await guardLoadouts.click()
    await guardLoadouts.press('Backspace')
    await waitForChips(guard, [])
    const allLoadouts = page.getByRole('option', { name: '* All Loadouts', exact: true })
    if (!(await allLoadouts.isVisible())) await guardLoadouts.click()
    await allLoadouts.click()
    // "*" is in every loadout, so its chip is always ticked.
    await waitForChips(guard, ['✓ * All Loadouts'])
    await page.keyboard.press('Escape')
    await settled(page)
    assert.deepEqual(await savedLoadouts(id), {
      'Default Strike': ['Default'],
      'Battle Stance': ['Battle'],
      'Ever-Ready Guard': ['*'],
    })

    // Default is current: its charm and the "*" charm are installed, Battle's is not.
    await waitForTitles(EDITOR_CARDS, ['✓ Default Strike', 'Battle Stance', '✓ Ever-Ready Guard'])
    await openCard(guard)
    await settlePage(page)
    await screenshot(page, 'character-loadouts-editor-default-desktop-light')

    await choose(page, 'charms-current-loadout', 'charms-current-loadout-option-Battle')
    await page.getByTestId('charms-current-loadout').filter({ hasText: 'Battle' }).waitFor()
    await waitForTitles(EDITOR_CARDS, ['Default Strike', '✓ Battle Stance', '✓ Ever-Ready Guard'])
    await settled(page)
    await settlePage(page)
    await screenshot(page, 'character-loadouts-editor-battle-desktop-light')

    // The charms page says which loadout is current and marks the same charms.
    await page.goto(`${app.url}/characters/${id}/charms`)
    const nativeSection = page.getByTestId('charm-section-charms')
    await nativeSection.getByText('Current Loadout: Battle').waitFor()
    await waitForTitles(PAGE_CARDS, ['Default Strike', '✓ Battle Stance', '✓ Ever-Ready Guard'])

    // The loadout filter names the current loadout, and always lets "*" charms through.
    await page.getByTestId('charm-filter-open').first().click()
    await page.getByTestId('filter-loadouts').click()
    const offered = await page.getByRole('option').allTextContents()
    assert.deepEqual(offered, ['Battle (Current)', 'Default'])
    await page.getByTestId('charm-filter-title').click()
    await filterLoadouts('Default')
    await waitForTitles(PAGE_CARDS, ['Default Strike', '✓ Ever-Ready Guard'])
    await filterLoadouts('Battle (Current)')
    await waitForTitles(PAGE_CARDS, ['Default Strike', '✓ Battle Stance', '✓ Ever-Ready Guard'])
    // No charm is in both loadouts, but a "*" charm is in every one.
    await page.getByTestId('filter-loadouts-mode').click()
    await waitForTitles(PAGE_CARDS, ['✓ Ever-Ready Guard'])
    assert.equal(
      await page.getByTestId('filter-loadouts-mode').isChecked(),
      true,
      'the loadout switch shows its own state',
    )
    assert.equal(await page.getByTestId('filter-keywords-mode').isChecked(), false)
    await screenshot(page, 'character-loadouts-filter-desktop-light')
    await page.getByTestId('filter-reset').click()
    await page.getByTestId('filter-close').click()
    await waitForTitles(PAGE_CARDS, ['Default Strike', '✓ Battle Stance', '✓ Ever-Ready Guard'])

    // The switch was saved, not only shown.
    await page.reload()
    await nativeSection.getByText('Current Loadout: Battle').waitFor()
    await waitForTitles(PAGE_CARDS, ['Default Strike', '✓ Battle Stance', '✓ Ever-Ready Guard'])
    await page.getByTestId('header-title').filter({ hasText: 'Iron Wanderer' }).waitFor()
    await screenshot(page, 'character-loadouts-charms-page-desktop-light')
    const saved = await api<CharacterRow>(page, 'GET', `/characters/${id}`)
    assert.equal(saved.active_loadout, 'Battle')
    await openSheet(page, app.url, id, '/edit/charms')
    await page.getByTestId('charms-current-loadout').filter({ hasText: 'Battle' }).waitFor()
    await waitForTitles(EDITOR_CARDS, ['Default Strike', '✓ Battle Stance', '✓ Ever-Ready Guard'])

    // "Do not use loadouts" takes the marks away but keeps each charm's loadouts.
    await page.getByTestId('charms-current-loadout').click()
    await page.getByRole('option', { name: 'Do not use loadouts', exact: true }).click()
    await page.getByTestId('charms-use-loadouts').waitFor()
    await waitForTitles(EDITOR_CARDS, ['Default Strike', 'Battle Stance', 'Ever-Ready Guard'])
    await openCard(stance)
    assert.equal(await page.getByTestId(`charm-${stance}-loadouts`).count(), 0)
    await settled(page)
    assert.deepEqual(await savedLoadouts(id), {
      'Default Strike': ['Default'],
      'Battle Stance': ['Battle'],
      'Ever-Ready Guard': ['*'],
    })
  })
})

test('the sheet’s Charms summary marks the charms of the current loadout with ✓', async () => {
  const { id } = await customExalt()
  for (const [name, loadouts] of [
    ['Default Strike', ['Default']],
    ['Battle Stance', ['Battle']],
    ['Ever-Ready Guard', ['*']],
  ] as const) {
    await api(page, 'POST', `/characters/${id}/charms`, {
      charm: { charm_type: 'Ability', name, loadouts },
    })
  }
  await api(page, 'PATCH', `/characters/${id}`, { character: { active_loadout: 'Battle' } })
  await openSheet(page, app.url, id)
  const lines = page.getByTestId('block-charms').getByTestId('charm-summary')
  await lines.nth(2).waitFor()
  await page.getByTestId('header-title').filter({ hasText: 'Iron Wanderer' }).waitFor()
  await screenshot(page, 'character-loadouts-sheet-desktop-light')
  // A ✓ in the text or a check icon: either way the line says the charm is installed.
  const marked = await lines.evaluateAll((items) =>
    items.map(
      (item) =>
        (item.textContent ?? '').trim().startsWith('✓') ||
        item.querySelector('[data-testid*="Check"]') !== null,
    ),
  )
  assert.deepEqual(
    marked,
    [false, true, true],
    'ui.md §6.1: a ✓ on the summary lines of Battle Stance and Ever-Ready Guard',
  )
})
