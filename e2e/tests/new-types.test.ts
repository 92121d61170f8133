import assert from 'node:assert/strict'
import { before, test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, useApp } from '../src/harness.ts'
import { createThroughDialog, openSheet, screenshotSheet, settled } from './character-support.ts'
import { choose, enter, waitForFigure } from './sheet-support.ts'

const app = useApp()
let page: Page

before(async () => {
  page = await app.signedInPage('Ana')
})

test('a new Jade Alchemical has its three caste attributes and picks one favored attribute', async () => {
  const id = await createThroughDialog(page, app.url, {
    name: 'Brass Warden',
    type: 'AlchemicalCharacter',
    caste: 'jade',
  })
  const subtitle = page.getByTestId('sheet-subtitle')
  assert.equal((await subtitle.textContent())?.trim(), 'Essence 1 Jade Caste Alchemical')
  await openSheet(page, app.url, id, '/edit')
  assert.equal(
    await page.getByTestId('editor-caste_attributes').textContent(),
    'Caste Attributes: Charisma, Stamina, Wits',
  )
  await choose(page, 'editor-favored_attributes', 'editor-favored_attributes-option-dexterity')
  await settled(page)
  const stored = await api(page, 'GET', `/characters/${id}`)
  assert.deepEqual(stored.favored_attributes, ['dexterity'])
  assert.equal(stored.active_loadout, 'default')
  await screenshotSheet(page, 'new-types-alchemical-editor', () =>
    page.getByTestId('editor-type-panel').waitFor(),
  )
  await page.getByTestId('header-edit-toggle').click()
  await screenshotSheet(page, 'new-types-alchemical', () =>
    page.getByTestId('sheet-subtitle').waitFor(),
  )
})

test('an Alchemical’s new charm joins its loadout, and loadouts cannot be switched off', async () => {
  const id = await createThroughDialog(page, app.url, {
    name: 'Orichalcum Sentinel',
    type: 'AlchemicalCharacter',
    caste: 'orichalcum',
  })
  await openSheet(page, app.url, id, '/edit/charms')
  await page.getByTestId('charms-add-charms').click()
  await page.getByTestId('charms-current-loadout').click()
  const options = page.getByRole('listbox').getByRole('option')
  await options.first().waitFor()
  assert.deepEqual(await options.allTextContents(), ['default'])
  await page.keyboard.press('Escape')
  await settled(page)
  const stored = await api<{ charms: { loadouts: string[]; charm_type: string }[] }>(
    page,
    'GET',
    `/characters/${id}`,
  )
  assert.deepEqual(
    stored.charms.map((charm) => [charm.charm_type, charm.loadouts]),
    [['Attribute', ['default']]],
  )
})

test('a new Nadir Infernal picks a Primordial Ability that becomes a caste ability', async () => {
  const id = await createThroughDialog(page, app.url, {
    name: 'Ash Walker',
    type: 'InfernalCharacter',
    caste: 'nadir',
  })
  const subtitle = page.getByTestId('sheet-subtitle')
  assert.equal((await subtitle.textContent())?.trim(), 'Essence 1 Nadir Caste Infernal')
  await openSheet(page, app.url, id, '/edit')
  await choose(page, 'editor-supernal', 'editor-supernal-option-stealth')
  await page.getByTestId('editor-caste_abilities').filter({ hasText: 'Stealth' }).waitFor()
  await settled(page)
  const stored = await api(page, 'GET', `/characters/${id}`)
  assert.equal(stored.supernal_ability, 'stealth')
  assert.deepEqual(stored.caste_abilities, ['stealth'])
})

test('a siege (medium) ballista is aimed with Perception and War, shoots to medium range with no Parry', async () => {
  const id = await createThroughDialog(page, app.url, {
    name: 'Siege Engineer',
    type: 'InfernalCharacter',
    caste: 'horizon',
  })
  await api(page, 'PATCH', `/characters/${id}`, {
    character: { attr_perception: 4, attr_intelligence: 3, abil_war: 2 },
  })
  await openSheet(page, app.url, id, '/edit')
  await page.getByTestId('weapons-add').click()
  await page.getByTestId('weapon-dialog').waitFor()
  await enter(page, 'weapon-dialog-name', 'Ballista')
  await enter(page, 'weapon-dialog-tags', 'Siege (medium)')
  await settled(page)
  await page.getByTestId('weapon-dialog-done').click()
  await page.getByTestId('header-edit-toggle').click()
  const weapon = page
    .locator('[data-testid^="weapon-"][data-testid$="-name"]')
    .filter({ hasText: 'Ballista' })
  const prefix = ((await weapon.getAttribute('data-testid')) ?? '').replace(/-name$/, '')
  // Perception 4 + War 2 with the siege bands −5, −3, +4.
  await waitForFigure(page, `${prefix}-withering-close`, 1)
  await waitForFigure(page, `${prefix}-withering-short`, 3)
  await waitForFigure(page, `${prefix}-withering-medium`, 10)
  await waitForFigure(page, `${prefix}-withering-damage`, 15)
  await waitForFigure(page, `${prefix}-decisive-attack`, 6)
  assert.equal(await page.getByTestId(`${prefix}-withering-long`).count(), 0)
  assert.equal(await page.getByTestId(`${prefix}-parry`).count(), 0)
  await page.getByTestId(`${prefix}-decisive-attack`).click()
  const summary = page.getByTestId(`${prefix}-decisive-attack-summary`)
  await summary.getByTestId(`${prefix}-decisive-attack-summary-conditional`).waitFor()
  assert.match(
    (await summary.getByTestId(`${prefix}-decisive-attack-summary-conditional`).textContent()) ??
      '',
    /small targets/,
  )
  await summary.getByTestId(`${prefix}-decisive-attack-summary-close`).click()
  const stored = await api<{ weapons: Record<string, unknown>[] }>(page, 'GET', `/characters/${id}`)
  const ballista = stored.weapons.find((w) => w.name === 'Ballista') as {
    weight: string
    ability: string
    overrides: { attack_attribute: unknown }
  }
  assert.deepEqual(
    [ballista.weight, ballista.ability, ballista.overrides.attack_attribute],
    ['heavy', 'war', { use: 'perception' }],
  )
  await screenshotSheet(page, 'new-types-siege', () =>
    page.getByTestId(`${prefix}-withering-medium`).waitFor(),
  )
})
