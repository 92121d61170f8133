// The chronicle library (issue 21, item 3): the storyteller saves a charm to the chronicle's
// library; a player adds it to their character in two clicks ("From library", then the
// entry's Add), and the copy is their own; a charm on another player's sheet is copied to a
// player's character from the sheet.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { openSheet } from './character-support.ts'
import { chronicleOf, itemIn, seat } from './chronicle-support.ts'
import { choose, enter } from './sheet-support.ts'
import { assertAccessible, followTheme, screenshotEverywhere } from './shell-support.ts'

const app = useApp()

const STRIKE = {
  charm_type: 'Ability',
  name: 'Excellent Strike',
  cost: '3m',
  ability: 'melee',
  min_ability: 3,
  body: 'The Solar strikes true.',
}

/** Axe on the page as it is, in the light theme and the dark one; leaves it light. */
async function accessibleInBothThemes(page: Page, label: string) {
  await assertAccessible(page, label)
  await followTheme(page, 'dark')
  await assertAccessible(page, `${label} (dark)`)
  await followTheme(page, 'light')
}

interface Entry {
  id: number
  name: string
  chronicle_id: number | null
  document: Record<string, unknown>
}

test('the storyteller saves a charm to the chronicle library; a player adds it to a character in two clicks', async () => {
  const st = await seat(app, 'Library Storyteller')
  const player = await seat(app, 'Sela')
  const chronicle = await chronicleOf(st, [player], 'Shelves of Meru')
  const master = await api(st.page, 'POST', '/characters', {
    type: 'SolarCharacter',
    name: 'Teacher',
  })
  const charm = await api(st.page, 'POST', `/characters/${master.id}/charms`, { charm: STRIKE })

  // The storyteller saves it from the charm's card, into the chronicle's library.
  await st.page.reload()
  await openSheet(st.page, app.url, master.id, '/edit/charms')
  await st.page.getByTestId(`charm-editor-${charm.id}-summary`).click()
  await st.page.getByTestId(`charm-${charm.id}-save-to-library`).click()
  await choose(st.page, 'save-to-library-library', `save-to-library-library-${chronicle.id}`)
  await screenshot(st.page, 'library-save-dialog')
  await st.page.getByTestId('save-to-library-submit').click()
  await st.page.getByTestId('save-to-library').waitFor({ state: 'detached' })
  const [entry] = await api<Entry[]>(player.page, 'GET', '/library_entries?kind=charm')
  assert.ok(entry)
  assert.equal(entry.name, 'Excellent Strike')
  assert.equal(entry.chronicle_id, chronicle.id)

  // The player: "From library", then the entry's Add.
  const zan = await itemIn(player, chronicle.id, 'characters', {
    type: 'SolarCharacter',
    name: 'Zan',
  })
  await player.page.reload()
  await openSheet(player.page, app.url, zan.id, '/edit/charms')
  await player.page.getByTestId('charms-from-library-charms').click()
  const add = player.page.getByTestId(`library-add-${entry.id}`)
  await add.waitFor()
  await screenshotEverywhere(player.page, 'library-picker')
  await accessibleInBothThemes(player.page, 'library picker')
  await add.click()
  await player.page.getByTestId('library-picker').waitFor({ state: 'detached' })
  const section = player.page.getByTestId('charm-editor-section-charms')
  await section.getByText('Excellent Strike').waitFor()
  await screenshot(player.page, 'library-charm-added')

  // The copy is the player's own: renaming it leaves the library entry as it was.
  const sheet = await api<{ charms: { id: number; name: string }[] }>(
    player.page,
    'GET',
    `/characters/${zan.id}`,
  )
  assert.equal(sheet.charms.length, 1)
  const copy = sheet.charms[0]!
  assert.notEqual(copy.id, charm.id)
  await player.page.getByTestId(`charm-editor-${copy.id}-summary`).click()
  await enter(player.page, `charm-${copy.id}-name`, 'Sela’s Strike')
  await player.page.waitForFunction(
    async ([characterId, charmId]) => {
      const response = await fetch(`/api/v1/characters/${characterId}/charms/${charmId}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` },
      })
      return (await response.json()).name === 'Sela’s Strike'
    },
    [zan.id, copy.id],
  )
  const after = await api<Entry>(player.page, 'GET', `/library_entries/${entry.id}`)
  assert.equal(after.name, 'Excellent Strike')
  assert.equal(after.document.name, 'Excellent Strike')

  // The library page: the player sees the entry but may not delete the storyteller's; the
  // storyteller deletes it, and the player's copy stays.
  await player.page.goto(`${app.url}/library`)
  await player.page.getByTestId(`library-entry-${entry.id}`).waitFor()
  assert.equal(await player.page.getByTestId(`library-delete-${entry.id}`).count(), 0)
  await st.page.goto(`${app.url}/library`)
  const remove = st.page.getByTestId(`library-delete-${entry.id}`)
  await remove.waitFor()
  await screenshotEverywhere(st.page, 'library-page')
  await accessibleInBothThemes(st.page, 'library page')
  await remove.click()
  await st.page.getByTestId('library-delete-dialog-confirm').click()
  await st.page.getByTestId(`library-entry-${entry.id}`).waitFor({ state: 'detached' })
  await st.page.getByTestId('library-empty').waitFor()
  const kept = await api<{ charms: unknown[] }>(player.page, 'GET', `/characters/${zan.id}`)
  assert.equal(kept.charms.length, 1)

  for (const person of [st, player]) await person.context.close()
})

test('a player copies a charm from another player’s sheet to their own character', async () => {
  const st = await seat(app, 'Copy Storyteller')
  const owner = await seat(app, 'Ardent')
  const reader = await seat(app, 'Quill')
  const chronicle = await chronicleOf(st, [owner, reader], 'Borrowed Light')
  const theirs = await itemIn(owner, chronicle.id, 'characters', {
    type: 'SolarCharacter',
    name: 'Ardent Flame',
  })
  const charm = await api(owner.page, 'POST', `/characters/${theirs.id}/charms`, { charm: STRIKE })
  const mine = await api(reader.page, 'POST', '/characters', {
    type: 'SolarCharacter',
    name: 'Quill',
  })

  await reader.page.reload()
  await openSheet(reader.page, app.url, theirs.id, '/charms')
  await reader.page.getByTestId(`charm-${charm.id}-summary`).click()
  await reader.page.getByTestId(`charm-${charm.id}-copy-to-mine`).click()
  await choose(reader.page, 'copy-charm-select', `copy-charm-option-${mine.id}`)
  await screenshot(reader.page, 'library-copy-charm-dialog')
  await reader.page.getByTestId('copy-charm-submit').click()
  await reader.page.getByTestId('copy-charm').waitFor({ state: 'detached' })

  const sheet = await api<{ charms: { name: string }[] }>(
    reader.page,
    'GET',
    `/characters/${mine.id}`,
  )
  assert.deepEqual(
    sheet.charms.map(({ name }) => name),
    ['Excellent Strike'],
  )
  for (const person of [st, owner, reader]) await person.context.close()
})

test('the storyteller saves a qc to the chronicle library from its menu; a player brings a copy into the chronicle', async () => {
  const st = await seat(app, 'Bestiary Storyteller')
  const player = await seat(app, 'Tamer')
  const chronicle = await chronicleOf(st, [player], 'Wild Places')
  const ape = await api(st.page, 'POST', '/qcs', { name: 'Blood Ape', essence: 2 })
  await api(st.page, 'POST', `/qcs/${ape.id}/qc_attacks`, { name: 'Claws', pool: 9 })

  await st.page.reload()
  await st.page.goto(`${app.url}/qcs/${ape.id}`)
  await st.page.getByTestId('qc-sheet').waitFor()
  await st.page.getByTestId('actions-menu').first().click()
  await st.page.getByTestId('action-save-to-library').click()
  await choose(st.page, 'save-to-library-library', `save-to-library-library-${chronicle.id}`)
  await st.page.getByTestId('save-to-library-submit').click()
  await st.page.getByTestId('save-to-library').waitFor({ state: 'detached' })
  const [entry] = await api<Entry[]>(player.page, 'GET', '/library_entries?kind=qc')
  assert.ok(entry)

  await player.page.reload()
  await player.page.goto(`${app.url}/chronicles/${chronicle.id}`)
  await player.page.getByTestId('chronicle-characters-tab').waitFor()
  await player.page.getByTestId('chronicle-library-qcs').click()
  await player.page.getByTestId(`library-add-${entry.id}`).click()
  await player.page.getByTestId('library-picker').waitFor({ state: 'detached' })
  await player.page
    .locator('[data-testid^="chronicle-card-qc-"]')
    .filter({ hasText: 'Blood Ape' })
    .first()
    .waitFor()
  await screenshot(player.page, 'library-qc-in-chronicle')

  const qcs = await api<{ name: string; player_id: number; qc_attacks: unknown[] }[]>(
    player.page,
    'GET',
    `/chronicles/${chronicle.id}/qcs`,
  )
  assert.equal(qcs.length, 1)
  assert.equal(qcs[0]!.name, 'Blood Ape')
  assert.notEqual(qcs[0]!.player_id, ape.player_id)
  assert.equal(qcs[0]!.qc_attacks.length, 1)

  // The player's list of QCs has its own "From library", beside Import and Create New.
  await player.page.goto(`${app.url}/qcs`)
  await player.page.getByTestId('library-qc').waitFor()
  await screenshotEverywhere(player.page, 'library-qc-list')
  for (const person of [st, player]) await person.context.close()
})
