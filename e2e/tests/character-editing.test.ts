import assert from 'node:assert/strict'
import { before, test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp, waitForEqual } from '../src/harness.ts'
import {
  type CharacterRow,
  createCharacter,
  openSheet,
  settled,
  waitForDots,
} from './character-support.ts'
import { choose, enter, figure, waitForFigure } from './sheet-support.ts'

const app = useApp()
let page: Page

before(async () => {
  page = await app.signedInPage('Ana')
})

const solar = (fields: Record<string, unknown> = {}) =>
  createCharacter(page, { name: 'Zan', type: 'SolarCharacter', caste: 'dawn', ...fields })

/** The test id of the last element whose test id starts with `prefix`. */
async function lastTestId(prefix: string): Promise<string> {
  const id = await page.locator(`[data-testid^="${prefix}"]`).last().getAttribute('data-testid')
  assert.ok(id, `nothing on the page starts with ${prefix}`)
  return id
}

async function values(prefix: string): Promise<string[]> {
  return page
    .locator(`input[data-testid^="${prefix}"]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
}

test('edits to name, Essence, traits, crafts and styles show on the sheet and survive a reload', async () => {
  const { id } = await solar()
  await openSheet(page, app.url, id, '/edit')
  await enter(page, 'editor-name', 'Zan the Bright')
  await enter(page, 'editor-essence', 3)
  await enter(page, 'editor-attr-dexterity', 4)
  await enter(page, 'editor-abil-melee', 3)
  await page.getByTestId('list-abil-craft-add').click()
  await enter(page, await lastTestId('craft-name-'), 'Weapons')
  await enter(page, await lastTestId('craft-rating-'), 2)
  await page.getByTestId('list-abil-martial-arts-add').click()
  await enter(page, await lastTestId('style-name-'), 'Snake')
  await enter(page, await lastTestId('style-rating-'), 3)
  await settled(page)
  await page.getByTestId('header-edit-toggle').click()
  const check = async () => {
    await page
      .getByTestId('sheet-subtitle')
      .filter({ hasText: 'Essence 3 Dawn Caste Solar' })
      .waitFor()
    await page.getByTestId('header-title').filter({ hasText: 'Zan the Bright' }).waitFor()
    await waitForDots(page, 'attribute-dexterity', 4)
    await waitForDots(page, 'ability-melee', 3)
    const craft = page
      .locator('[data-testid^="ability-craft-"]')
      .filter({ hasText: 'Craft (Weapons)' })
    assert.equal(await craft.locator('[data-rating]').getAttribute('data-rating'), '2')
    const style = page
      .locator('[data-testid^="ability-ma-"]')
      .filter({ hasText: 'Martial Arts (Snake)' })
    assert.equal(await style.locator('[data-rating]').getAttribute('data-rating'), '3')
  }
  await check()
  await page.reload()
  await check()
})

test('a number past its range shows what was saved and why; letters say numbers only', async () => {
  const { id } = await solar({ attr_strength: 3 })
  await openSheet(page, app.url, id, '/edit')
  const strength = page.getByTestId('editor-attr-strength')
  await enter(page, 'editor-attr-strength', 15)
  await waitForEqual(() => strength.inputValue(), '10')
  await page.getByText('at most 10').waitFor()
  await screenshot(page, 'editor-number-clamped')
  await enter(page, 'editor-essence', 0)
  await waitForEqual(() => page.getByTestId('editor-essence').inputValue(), '1')
  await page.getByText('at least 1').waitFor()
  await strength.pressSequentially('e')
  await page.getByText('numbers only').waitFor()
  await strength.press('Tab')
  await settled(page)
  await page.reload()
  await waitForEqual(() => page.getByTestId('editor-attr-strength').inputValue(), '10')
  await waitForEqual(async () => (await api(page, 'GET', `/characters/${id}`)).attr_strength, 10)
})

test('specialties, intimacies, resources and XP rows keep their order and values after a reload', async () => {
  const { id } = await solar({ abil_melee: 3, abil_dodge: 2 })
  await openSheet(page, app.url, id, '/edit')
  for (const context of ['Swords', 'Spears']) {
    await page.getByTestId('list-specialties-add').click()
    await enter(page, await lastTestId('specialty-context-'), context)
  }
  const second = await lastTestId('specialty-ability-')
  await choose(page, second, `${second}-option-dodge`)
  await page.getByTestId('list-specialties-down-0').click()
  assert.deepEqual(await values('specialty-context-'), ['Spears', 'Swords'])
  await page.getByTestId('list-specialties-remove-1').click()
  assert.deepEqual(await values('specialty-context-'), ['Spears'])
  await page.getByTestId('undo-button').click()
  assert.deepEqual(await values('specialty-context-'), ['Spears', 'Swords'])

  for (const subject of ['Mother', 'Secret love']) {
    await page.getByTestId('list-ties-add').click()
    await enter(page, await lastTestId('ties-subject-'), subject)
  }
  await page.locator('input[data-testid^="ties-hidden-"]').last().check()
  await page.getByTestId('list-principles-add').click()
  await enter(page, await lastTestId('principles-subject-'), 'Honor')
  await page.getByTestId('list-resources-add').click()
  await enter(page, await lastTestId('resource-name-'), 'Manse')
  await enter(page, await lastTestId('resource-value-'), 3)
  await settled(page)

  await page.goto(`${app.url}/characters/${id}/edit/bio`)
  await page.getByTestId('list-xp-log-add').click()
  await enter(page, await lastTestId('xp_log-label-'), 'Melee 3')
  await enter(page, await lastTestId('xp_log-points-'), 6)
  await enter(page, 'editor-xp_total', 10)
  await page.getByTestId('xp_log-totals').filter({ hasText: 'Total: 6, Remaining: 4' }).waitFor()
  await settled(page)

  await page.goto(`${app.url}/characters/${id}/edit`)
  await page.getByTestId('list-specialties').waitFor()
  assert.deepEqual(await values('specialty-context-'), ['Spears', 'Swords'])
  assert.deepEqual(await values('ties-subject-'), ['Mother', 'Secret love'])
  assert.deepEqual(
    await page
      .locator('input[data-testid^="ties-hidden-"]')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked)),
    [false, true],
  )
  assert.deepEqual(await values('resource-name-'), ['Manse'])
  await page.goto(`${app.url}/characters/${id}/bio`)
  await page
    .getByTestId('bio-xp-totals')
    .filter({ hasText: 'Earned: 10, Spent: 6, Remaining: 4' })
    .waitFor()
  await page.goto(`${app.url}/characters/${id}`)
  const ties = page.getByTestId('intimacy-ties')
  await ties.last().waitFor()
  assert.equal(await ties.count(), 2)
  assert.equal(await page.getByTestId('intimacy-hidden-icon').count(), 1)
  assert.match((await page.getByTestId('block-specialties').textContent()) ?? '', /Dodge\s*Spears/)
})

test('an artifact bow with a Perception override shows ranged bands to its range, no Parry, and lethal damage', async () => {
  const { id } = await solar({ attr_perception: 4, abil_archery: 3 })
  await openSheet(page, app.url, id, '/edit')
  await page.getByTestId('weapons-add').click()
  await page.getByTestId('weapon-dialog').waitFor()
  await enter(page, 'weapon-dialog-name', 'Sky Bow')
  await page.getByTestId('weapon-dialog-ability').click()
  await page.getByTestId('weapon-dialog-ability-option-archery').click()
  await choose(page, 'weapon-dialog-weight', 'weapon-dialog-weight-option-medium')
  await page.getByTestId('weapon-dialog-artifact').check()
  await enter(page, 'weapon-dialog-tags', 'Archery (long), lethal')
  await page.getByTestId('weapon-dialog-advanced').click()
  await choose(
    page,
    'weapon-dialog-attack_attribute',
    'weapon-dialog-attack_attribute-option-perception',
  )
  await settled(page)
  await page.getByTestId('weapon-dialog-done').click()
  await page.getByTestId('header-edit-toggle').click()
  const weapon = page
    .locator('[data-testid^="weapon-"][data-testid$="-name"]')
    .filter({ hasText: 'Sky Bow' })
  const prefix = ((await weapon.getAttribute('data-testid')) ?? '').replace(/-name$/, '')
  for (const band of ['close', 'short', 'medium', 'long']) {
    await page.getByTestId(`${prefix}-withering-${band}`).waitFor()
  }
  assert.equal(await page.getByTestId(`${prefix}-withering-extreme`).count(), 0)
  assert.equal(await page.getByTestId(`${prefix}-parry`).count(), 0)
  assert.equal(
    await page.getByTestId(`${prefix}-tags`).textContent(),
    'Tags: archery (long), lethal',
  )
  await page.getByTestId(`${prefix}-decisive-attack`).click()
  const summary = page.getByTestId(`${prefix}-decisive-attack-summary`)
  await summary.getByText('Attacks will deal Lethal damage').waitFor()
  assert.equal(
    await summary.getByTestId(`${prefix}-decisive-attack-summary-formula`).textContent(),
    '(Perception 4 + Archery 3) = 7',
  )
  await summary.getByTestId(`${prefix}-decisive-attack-summary-close`).click()
})

test('heavy artifact armor raises soak and hardness and takes 2 from Rush, Disengage and Evasion', async () => {
  const { id } = await solar({
    attr_dexterity: 4,
    attr_stamina: 2,
    abil_dodge: 2,
    abil_athletics: 2,
  })
  await openSheet(page, app.url, id)
  const before = {
    rush: Number(await figure(page, 'pool-rush')),
    disengage: Number(await figure(page, 'pool-disengage')),
    evasion: Number(await figure(page, 'pool-evasion')),
  }
  await page.goto(`${app.url}/characters/${id}/edit`)
  await choose(page, 'editor-armor-weight', 'editor-armor-weight-option-heavy')
  await page.getByTestId('editor-armor-artifact').check()
  await waitForFigure(page, 'pool-soak', 13)
  await waitForFigure(page, 'pool-hardness', 10)
  assert.match(
    (await page.getByTestId('armor-mobility').textContent()) ?? '',
    /Mobility Penalty\s*2/,
  )
  await settled(page)
  await page.getByTestId('header-edit-toggle').click()
  await waitForFigure(page, 'pool-rush', before.rush - 2)
  await waitForFigure(page, 'pool-disengage', before.disengage - 2)
  await waitForFigure(page, 'pool-evasion', before.evasion - 2)
  await page.getByTestId('pool-evasion').click()
  assert.equal(
    await page.getByTestId('pool-evasion-summary-penalties').textContent(),
    'Penalties: Mobility -2',
  )
  await screenshot(page, 'pool-breakdown-dialog')
  await page.getByTestId('pool-evasion-summary-close').click()
  await page.getByTestId('pool-evasion-summary').waitFor({ state: 'detached' })
  await page.reload()
  await waitForFigure(page, 'pool-soak', 13)
})

async function takeDamage(kind: string, amount: number) {
  await page.getByTestId('sheet-health-open').click()
  const dialog = page.getByTestId('damage-dialog')
  await dialog.waitFor()
  for (let n = 0; n < amount; n += 1)
    await page.getByTestId(`damage-dialog-${kind}-step-plus1`).click()
  await page.getByTestId('damage-dialog-ok').click()
  await dialog.waitFor({ state: 'detached' })
}

test('lethal damage fills the boxes and its wound penalty comes off the pools; -All heals it', async () => {
  const { id } = await solar({ attr_wits: 3, abil_awareness: 2 })
  await openSheet(page, app.url, id)
  await waitForFigure(page, 'pool-join-battle', 5)
  await takeDamage('lethal', 3)
  await page.locator('[data-testid="sheet-health-box"][data-damage="lethal"]').nth(2).waitFor()
  assert.equal(
    await page.getByTestId('sheet-health-wound-penalty').textContent(),
    'Wound penalty -1',
  )
  await waitForFigure(page, 'pool-join-battle', 4)
  await takeDamage('lethal', 1)
  await page
    .getByTestId('sheet-health-wound-penalty')
    .filter({ hasText: 'Wound penalty -2' })
    .waitFor()
  await waitForFigure(page, 'pool-join-battle', 3)
  await page.getByTestId('sheet-health-open').click()
  await page.getByTestId('damage-dialog-lethal-preset').click()
  await page.getByTestId('damage-dialog-ok').click()
  await waitForFigure(page, 'pool-join-battle', 5)
  assert.equal(
    await page.locator('[data-testid="sheet-health-box"][data-damage="lethal"]').count(),
    0,
  )
})

test('with Pain Tolerance the -2 levels cost only -1', async () => {
  const { id } = await solar({ attr_wits: 3, abil_awareness: 2, damage_lethal: 4 })
  await api(page, 'POST', `/characters/${id}/merits`, {
    merit: { merit_name: 'Pain Tolerance', rating: 3 },
  })
  await openSheet(page, app.url, id)
  assert.equal(
    await page.getByTestId('sheet-health-wound-penalty').textContent(),
    'Wound penalty -1',
  )
  await waitForFigure(page, 'pool-join-battle', 4)
})

test('spending 10 peripheral motes committed for the scene flares the anima two levels; mute keeps it; recovery stops at the uncommitted pool', async () => {
  const { id } = await solar()
  await openSheet(page, app.url, id)
  const spend = async (amount: number, options: { label?: string; mute?: boolean } = {}) => {
    await page.getByTestId('resource-motes-peripheral').click()
    await page.getByTestId('mote-dialog-peripheral').waitFor()
    await page.getByTestId('mote-dialog-peripheral-amount').fill(String(amount))
    if (options.label) {
      await page.getByTestId('mote-dialog-peripheral-commit').check()
      await page.getByTestId('mote-dialog-peripheral-commit-label').fill(options.label)
      await page.getByTestId('mote-dialog-peripheral-scenelong').check()
    }
    if (options.mute) await page.getByTestId('mote-dialog-peripheral-mute').check()
    const preview =
      (await page.getByTestId('mote-dialog-peripheral-anima-preview').textContent()) ?? ''
    await page.getByTestId('mote-dialog-peripheral-submit').click()
    await page.getByTestId('mote-dialog-peripheral').waitFor({ state: 'detached' })
    return preview
  }
  assert.equal(await spend(10, { label: 'Glorious Saber' }), 'Will raise anima from Dim to Burning')
  await page.getByTestId('resource-motes-peripheral-committed').filter({ hasText: '10c' }).waitFor()
  await page
    .getByTestId('resource-motes-peripheral-value')
    .filter({ hasText: /^23\/33/ })
    .waitFor()
  assert.equal(await page.getByTestId('resource-anima-value').textContent(), 'Burning (2)')

  await page.getByTestId('resource-motes-peripheral').click()
  await page.getByTestId('mote-dialog-peripheral-commitments').click()
  const commitments = page.getByTestId('mote-dialog-peripheral-commitments-dialog')
  assert.deepEqual(
    await commitments
      .locator('input[data-testid^="commitment-label-"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ['Glorious Saber'],
  )
  await page.getByTestId('mote-dialog-peripheral-commitments-close').click()
  await page.getByTestId('mote-dialog-peripheral-cancel').click()
  await page.getByTestId('mote-dialog-peripheral').waitFor({ state: 'detached' })

  assert.equal(await spend(5, { mute: true }), 'Will not change anima (mute)')
  await page
    .getByTestId('resource-motes-peripheral-value')
    .filter({ hasText: /^18\/33/ })
    .waitFor()
  assert.equal(await page.getByTestId('resource-anima-value').textContent(), 'Burning (2)')

  await spend(-100)
  await page
    .getByTestId('resource-motes-peripheral-value')
    .filter({ hasText: /^23\/33/ })
    .waitFor()
  await page.reload()
  await page
    .getByTestId('resource-motes-peripheral-value')
    .filter({ hasText: /^23\/33/ })
    .waitFor()
})

test('a merit named Fast Reflexes explains itself and adds 1 to Join Battle', async () => {
  const { id } = await solar({ attr_wits: 2, abil_awareness: 2 })
  await openSheet(page, app.url, id, '/edit/merits')
  await page.getByTestId('merits-add').click()
  const meritId = (await lastTestId('merit-editor-')).replace('merit-editor-', '')
  await enter(page, `merit-${meritId}-name`, 'Fast Reflexes')
  await page
    .getByTestId(`merit-${meritId}-effect`)
    .filter({ hasText: 'Adding 1 to join battle pool' })
    .waitFor()
  await settled(page)
  await page.goto(`${app.url}/characters/${id}`)
  await waitForFigure(page, 'pool-join-battle', 5)
})

test('the charms page filters by keyword (all or any), timing, mute, perilous and category, and resets', async () => {
  const { id } = await solar({ abil_melee: 3 })
  await openSheet(page, app.url, id, '/edit/charms')
  await page.getByTestId('charms-add-charms').click()
  const card = page.locator('[data-testid^="charm-editor-"][data-testid$="-summary"]').last()
  await card.click()
  const nameField = await page
    .locator('input[data-testid^="charm-"][data-testid$="-name"]')
    .last()
    .getAttribute('data-testid')
  const charmId = nameField?.match(/^charm-(\d+)-/)?.[1]
  assert.ok(charmId)
  await enter(page, `charm-${charmId}-name`, 'Quiet Blade')
  await enter(page, `charm-${charmId}-keywords`, 'Mute, Uniform')
  await settled(page)
  const charm = (fields: Record<string, unknown>) =>
    api(page, 'POST', `/characters/${id}/charms`, { charm: fields })
  await charm({
    charm_type: 'Ability',
    name: 'Risky Strike',
    keywords: ['perilous', 'uniform'],
    timing: 'simple',
    categories: ['Attack'],
  })
  await charm({
    charm_type: 'MartialArts',
    name: 'Snake Fang',
    style: 'Snake',
    keywords: ['uniform'],
    timing: 'supplemental',
  })
  await charm({
    charm_type: 'Evocation',
    name: 'Sky Call',
    artifact_name: 'Sky Bow',
    keywords: [],
    categories: ['Social'],
  })
  await api(page, 'POST', `/characters/${id}/spells`, {
    spell: { name: 'Death of Obsidian Butterflies', keywords: ['perilous'] },
  })
  await page.goto(`${app.url}/characters/${id}/charms`)
  const cards = page.locator(
    '[data-testid^="charm-"][data-testid$="-summary"], [data-testid^="spell-"][data-testid$="-summary"]',
  )
  const shown = (expected: number, message?: string) =>
    waitForEqual(() => cards.count(), expected, message)
  await page.getByTestId('section-charms').waitFor()
  await shown(5)
  const filter = async (testId: string, option: string) => {
    await page.getByTestId(testId).click()
    await page.getByRole('option', { name: option, exact: true }).click()
    // Leave the field so its list of options closes.
    await page.getByTestId('charm-filter-title').click()
  }
  await page.getByTestId('charm-filter-open').first().click()
  await filter('filter-keywords', 'uniform')
  await page
    .getByTestId('charm-filter-drawer')
    .press('Escape')
    .catch(() => {})
  await shown(3)
  await page.getByTestId('charm-filter-open').first().click()
  await filter('filter-keywords', 'mute')
  await shown(3, 'any of uniform or mute')
  await page.getByTestId('filter-keywords-mode').click()
  await shown(1, 'both uniform and mute')
  await page.getByTestId('filter-reset').click()
  await shown(5)
  await page.getByTestId('filter-hide-perilous').click()
  await shown(3)
  await page.getByTestId('filter-reset').click()
  await page.getByTestId('filter-mute-only').click()
  await shown(1)
  await page.getByTestId('filter-reset').click()
  await filter('filter-timings', 'Simple')
  await shown(1)
  await page.getByTestId('filter-reset').click()
  await filter('filter-categories', 'Social')
  await shown(1)
  await page.reload()
  await shown(1, 'the filter is kept in the address')
  await page.getByTestId('charm-filter-open').first().click()
  await page.getByTestId('filter-reset').click()
  await shown(5)
})

test('changing a Solar to a Mortal warns, deletes its charms, and the sheet re-renders as a Mortal', async () => {
  const zan: CharacterRow = await solar({ essence: 2 })
  await api(page, 'POST', `/characters/${zan.id}/charms`, {
    charm: { charm_type: 'Ability', name: 'Excellent Strike' },
  })
  await api(page, 'POST', `/characters/${zan.id}/charms`, {
    charm: { charm_type: 'MartialArts', name: 'Snake Fang', style: 'Snake' },
  })
  await openSheet(page, app.url, zan.id)
  await page.getByTestId('block-charms').waitFor()
  await page.getByTestId('actions-menu').click()
  await page.getByTestId('action-change-type').click()
  assert.equal(await page.getByTestId('change-type-submit').isDisabled(), true)
  await page.getByTestId('change-type-select').click()
  await page.getByTestId('change-type-select-Character').click()
  await page.getByTestId('change-type-mortal-warning').waitFor()
  await page.getByTestId('change-type-submit').click()
  await page.getByTestId('sheet-subtitle').filter({ hasText: 'Essence 2 Mortal' }).waitFor()
  assert.equal(await page.getByTestId('block-charms').count(), 0)
  assert.equal(await page.getByTestId('resource-anima').count(), 0)
  const after = await api<CharacterRow>(page, 'GET', `/characters/${zan.id}`)
  assert.deepEqual([after.charms, after.martial_arts_charms], [[], []])
  await page.goto(`${app.url}/characters/${zan.id}/charms`)
  await page.getByText('Character has no Charms.').waitFor()
})
