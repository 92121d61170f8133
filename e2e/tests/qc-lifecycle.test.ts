import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, useApp } from '../src/harness.ts'
import { createFromList, keepScreenshotIfFailing, settlePage } from './qc-support.ts'
import { choose, enter, figure, waitForFigure } from './sheet-support.ts'
import { AXE_READY, assertAccessible, screenshotEverywhere } from './shell-support.ts'

const app = useApp(AXE_READY)

/** Adds a row to a child list in the editor and waits for its first field. */
async function addRow(page: Page, list: string, index: number): Promise<void> {
  await page.getByTestId(`${list}-add`).click()
  await page.getByTestId(`${list}-${index}-name`).waitFor()
}

test('a QC is built in the editor, shows every section on its sheet, keeps it all after a reload, and becomes a battlegroup with its attacks (journey 15)', async () => {
  const page = await app.signedInPage('Quick Storyteller')
  const id = await createFromList(page, app.url, 'qc', 'Bandit Chief')

  await page.getByTestId('header-edit-toggle').click()
  await page.waitForURL(`${app.url}/qcs/${id}/edit`)
  await page.getByTestId('header-title').filter({ hasText: 'Editing Bandit Chief' }).waitFor()

  await enter(page, 'qc-editor-ref', 'Core p.500')
  await enter(page, 'qc-editor-description', 'Leads the hill bandits.')
  await choose(page, 'qc-editor-excellency', 'qc-editor-excellency-solar')
  await enter(page, 'qc-editor-join_battle', 7)
  await enter(page, 'qc-editor-senses', 6)
  await enter(page, 'qc-editor-parry', 4)
  await enter(page, 'qc-editor-resolve', 3)

  await page.getByTestId('qc-editor-actions-list-add').click()
  await enter(page, 'qc-editor-actions-list-name', 'Intimidate')
  await enter(page, 'qc-editor-actions-list-value', 6)

  await page.getByTestId('qc-editor-principles-add').click()
  await enter(page, 'qc-editor-principles-subject', 'The strong take')

  await addRow(page, 'qc-editor-attacks', 0)
  await enter(page, 'qc-editor-attacks-0-name', 'Spear')
  await enter(page, 'qc-editor-attacks-0-pool', 8)
  await enter(page, 'qc-editor-attacks-0-damage', 12)
  await enter(page, 'qc-editor-attacks-0-overwhelming', 3)
  await enter(page, 'qc-editor-attacks-0-tags', 'lethal, reaching')
  await choose(page, 'qc-editor-attacks-0-range', 'qc-editor-attacks-0-range-short')

  await addRow(page, 'qc-editor-merit', 0)
  await enter(page, 'qc-editor-merit-0-name', 'Pain Tolerance')
  await addRow(page, 'qc-editor-charm', 0)
  await enter(page, 'qc-editor-charm-0-name', 'Bandit Fury')
  await enter(page, 'qc-editor-charm-0-cost', '3m')

  await page.getByTestId('qc-editor-is_sorcerer').check()
  await addRow(page, 'qc-editor-spell', 0)
  await enter(page, 'qc-editor-spell-0-name', 'Corrupted Words')
  await page.getByTestId('qc-editor-spell-0-control').check()

  await page.getByTestId('header-edit-toggle').click()
  await page.waitForURL(`${app.url}/qcs/${id}`)

  const showsEverything = async () => {
    await waitForFigure(page, 'qc-join-battle', '7')
    assert.match((await page.getByTestId('qc-join-battle').textContent()) ?? '', /\+7\/7m/)
    assert.equal(await figure(page, 'qc-senses'), '6')
    assert.equal(await figure(page, 'qc-parry'), '4')
    assert.match((await page.getByTestId('qc-parry').textContent()) ?? '', /\+3\/6m/)
    assert.equal(await figure(page, 'qc-action-0'), '6')
    assert.match((await page.getByTestId('qc-actions').textContent()) ?? '', /Intimidate/)
    assert.equal(await page.getByTestId('qc-attack-0-name').textContent(), 'Spear')
    assert.equal(await figure(page, 'qc-attack-0-pool'), '8')
    assert.equal(await figure(page, 'qc-attack-0-damage'), '12')
    assert.equal(await figure(page, 'qc-attack-0-minimum'), '3')
    assert.match((await page.getByTestId('qc-attack-0-range').textContent()) ?? '', /Short/)
    assert.equal(await page.getByTestId('qc-attack-0-tags').textContent(), 'Tags: lethal, reaching')
    assert.match((await page.getByTestId('qc-merits').textContent()) ?? '', /Pain Tolerance/)
    assert.match((await page.getByTestId('qc-charms').textContent()) ?? '', /Bandit Fury \(3m;/)
    assert.match(
      (await page.getByTestId('qc-sorcery').textContent()) ?? '',
      /Corrupted Words \(Control Spell\)/,
    )
    assert.match(
      (await page.getByTestId('qc-intimacies').textContent()) ?? '',
      /Principle: The strong take \(Minor\)/,
    )
    assert.equal(await page.getByTestId('qc-ref').textContent(), 'Reference: Core p.500')
    assert.equal(await page.getByTestId('qc-description').textContent(), 'Leads the hill bandits.')
  }
  await keepScreenshotIfFailing(page, 'qc-sheet-after-editing', showsEverything)
  await page.reload()
  await keepScreenshotIfFailing(page, 'qc-sheet-after-reload', showsEverything)

  await settlePage(page)
  await assertAccessible(page, 'the QC sheet')
  await screenshotEverywhere(page, 'qc-sheet')
  await page.goto(`${app.url}/qcs/${id}/edit`)
  await page.getByTestId('qc-editor').waitFor()
  await settlePage(page)
  await assertAccessible(page, 'the QC editor')
  await screenshotEverywhere(page, 'qc-editor')
  await page.goto(`${app.url}/qcs/${id}`)

  await page.getByTestId('actions-menu').click()
  await page.getByTestId('action-battlegroup-from-qc').click()
  await page.waitForURL(/\/battlegroups\/\d+$/)
  await page.getByTestId('battlegroup-sheet').waitFor()
  assert.equal(await page.getByTestId('header-title').textContent(), 'Bandit Chief (Battlegroup)')
  assert.equal(await page.getByTestId('battlegroup-attack-0-name').textContent(), 'Spear')
  // A new battlegroup has size 1 and might 0: the spear's pool and damage grow by one.
  assert.equal(await figure(page, 'battlegroup-attack-0-pool'), '9')
  assert.equal(await figure(page, 'battlegroup-attack-0-damage'), '13')
  await page.context().close()
})

test("damage fills a QC's health boxes and its wound penalty lowers every pool, Pain Tolerance easing it", async () => {
  const page = await app.signedInPage('Wounded Owner')
  const id = await createFromList(page, app.url, 'qc', 'Wounded Guard')
  await api(page, 'PATCH', `/qcs/${id}`, {
    qc: { join_battle: 6, evasion: 3, parry: 3, resolve: 2 },
  })
  await api(page, 'POST', `/qcs/${id}/qc_attacks`, {
    qc_attack: { name: 'Halberd', pool: 9, damage: 13 },
  })
  await page.reload()
  await waitForFigure(page, 'qc-join-battle', '6')

  // 4 lethal damage reaches the first -2 health level.
  await page.getByTestId('qc-health-open').click()
  for (let n = 0; n < 4; n++) await page.getByTestId('qc-damage-dialog-lethal-step-plus1').click()
  await page.getByTestId('qc-damage-dialog-ok').click()
  await page.getByTestId('qc-health-wound-penalty').filter({ hasText: '-2' }).waitFor()
  assert.equal(await page.locator('[data-testid="qc-health-box"][data-damage="lethal"]').count(), 4)
  await waitForFigure(page, 'qc-join-battle', '4')
  assert.equal(await figure(page, 'qc-evasion'), '1')
  assert.equal(await figure(page, 'qc-parry'), '1')
  assert.equal(await figure(page, 'qc-resolve'), '0')
  assert.equal(await figure(page, 'qc-attack-0-pool'), '7')
  assert.equal(await figure(page, 'qc-attack-0-damage'), '13')

  // The damage was saved, not only shown.
  await page.reload()
  await waitForFigure(page, 'qc-join-battle', '4')

  await api(page, 'POST', `/qcs/${id}/qc_merits`, { qc_merit: { name: 'Pain Tolerance' } })
  await page.reload()
  await page.getByTestId('qc-health-wound-penalty').filter({ hasText: '-1' }).waitFor()
  await waitForFigure(page, 'qc-join-battle', '5')

  await page.getByTestId('qc-health-open').click()
  await page.getByTestId('qc-damage-dialog-lethal-preset').click()
  await page.getByTestId('qc-damage-dialog-ok').click()
  await waitForFigure(page, 'qc-join-battle', '6')
  assert.equal(await page.locator('[data-testid="qc-health-box"][data-damage="lethal"]').count(), 0)
  assert.equal(await figure(page, 'qc-attack-0-pool'), '9')
  await page.context().close()
})

test('damage applied the instant before a reload is kept: the write outlives the page', async () => {
  const page = await app.signedInPage('Hasty Owner')
  const id = await createFromList(page, app.url, 'qc', 'Hasty Guard')
  await page.getByTestId('qc-health-open').click()
  await page.getByTestId('qc-damage-dialog-lethal-step-plus1').click()
  // The click sends the write; the reload starts in the same task, before any answer.
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-testid="qc-damage-dialog-ok"]')?.click()
    location.reload()
  })
  await page.getByTestId('qc-health-open').waitFor()
  // The write may land a moment after the new page asked for the sheet: look for a while.
  let lethal = 0
  for (const deadline = Date.now() + 5_000; lethal === 0 && Date.now() < deadline; ) {
    lethal = (await api<{ damage_lethal: number }>(page, 'GET', `/qcs/${id}`)).damage_lethal
  }
  assert.equal(lethal, 1)
  await page.context().close()
})

test("on an Exalted QC's sheet its owner spends and commits motes that flare its anima, sets aura and anima, and spends willpower", async () => {
  const page = await app.signedInPage('Mote Keeper')
  const id = await createFromList(page, app.url, 'qc', 'Anathema Scout')
  await api(page, 'PATCH', `/qcs/${id}`, {
    qc: {
      motes_personal_total: 13,
      motes_personal_current: 13,
      motes_peripheral_total: 30,
      motes_peripheral_current: 30,
      aura: 'none',
    },
  })
  await page.reload()
  await waitForFigure(page, 'qc-motes-peripheral', '30/30')

  await page.getByTestId('qc-motes-peripheral').click()
  await page.getByTestId('qc-mote-dialog-amount').fill('10')
  await page.getByTestId('qc-mote-dialog-commit').check()
  await page.getByTestId('qc-mote-dialog-commit-label').fill('Hearthstone')
  await page.getByTestId('qc-mote-dialog-submit').click()
  await waitForFigure(page, 'qc-motes-peripheral', '20/30')
  assert.equal(await page.getByTestId('qc-motes-peripheral-committed').textContent(), '10c')
  assert.match((await page.getByTestId('qc-anima').textContent()) ?? '', /Burning/)

  await page.getByTestId('qc-anima').click()
  await page.getByTestId('qc-anima-option-0').click()
  await page.getByTestId('qc-anima').filter({ hasText: 'Dim' }).waitFor()
  await page.getByTestId('qc-aura').click()
  await page.getByTestId('qc-aura-option-fire').click()
  await page.getByTestId('qc-aura').filter({ hasText: 'fire' }).waitFor()

  await page.getByTestId('qc-willpower').click()
  await page.getByTestId('qc-willpower-dialog-submit').click()
  await waitForFigure(page, 'qc-willpower', '2/3')

  await page.reload()
  await waitForFigure(page, 'qc-motes-peripheral', '20/30')
  assert.match((await page.getByTestId('qc-aura').textContent()) ?? '', /fire/)
  await waitForFigure(page, 'qc-willpower', '2/3')
  await page.context().close()
})

test('only the owner reaches the QC editor; others read the sheet without controls, and a private QC stays private', async () => {
  const owner = await app.signedInPage('Private Owner')
  const id = await createFromList(owner, app.url, 'qc', 'Secret Assassin')
  await owner.goto(`${app.url}/qcs/${id}/edit`)
  await owner.getByTestId('qc-editor').waitFor()

  const stranger = await app.signedInPage('Curious Stranger')
  // The server does not even say a private QC exists.
  await stranger.goto(`${app.url}/qcs/${id}`)
  await stranger.getByTestId('page-not-found').waitFor()
  await stranger.goto(`${app.url}/qcs/${id}/edit`)
  await stranger.getByTestId('page-not-found').waitFor()
  assert.equal(await stranger.getByTestId('qc-editor').count(), 0)

  await owner.getByTestId('qc-editor-public').check()
  await owner.getByTestId('header-edit-toggle').click()
  await owner.getByTestId('sheet-public').waitFor()

  await stranger.goto(`${app.url}/qcs/${id}`)
  await stranger.getByTestId('qc-sheet').waitFor()
  assert.equal(await stranger.getByTestId('header-edit-toggle').count(), 0)
  // Reading is all a stranger may do: no damage, willpower or mote dialogs.
  assert.equal(await stranger.getByTestId('qc-health-open').count(), 0)
  assert.equal(await stranger.locator('button[data-testid="qc-willpower"]').count(), 0)
  await stranger.goto(`${app.url}/qcs/${id}/edit`)
  await stranger.getByTestId('page-forbidden').waitFor()
  assert.equal(await stranger.getByTestId('qc-editor').count(), 0)

  const anonymous = await app.newPage()
  await anonymous.goto(`${app.url}/qcs/${id}`)
  await anonymous.getByTestId('qc-sheet').waitFor()
  assert.equal(await anonymous.getByTestId('logged-out-dialog').count(), 0)

  await Promise.all([
    owner.context().close(),
    stranger.context().close(),
    anonymous.context().close(),
  ])
})
