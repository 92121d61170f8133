// Journeys 18 and 19 (ui.md §15): a player brings items into the chronicle, a hidden one
// only for the storyteller; the storyteller orders the cards; the storyteller edits a
// player's character and the player sees it live.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, screenshot, useApp } from '../src/harness.ts'
import { chronicleOf, gone, openChronicle, seat, sees } from './chronicle-support.ts'

const app = useApp()

async function addThroughDialog(page: Page, kind: string, id: number) {
  await page.getByTestId(`chronicle-add-${kind}`).click()
  await page.getByTestId(`add-${kind}-dialog-select`).click()
  await page.getByTestId(`add-${kind}-dialog-option-${id}`).click()
}

test('a player adds a character, a hidden qc and a battlegroup; the storyteller sees all three live, another player not the hidden one', async () => {
  const st = await seat(app, 'Table Storyteller')
  const player = await seat(app, 'Ivy')
  const other = await seat(app, 'Oren')
  const chronicle = await chronicleOf(st, [player, other], 'Glass Lanterns')
  const character = await api(player.page, 'POST', '/characters', { name: 'Ivy Thorn' })
  const qc = await api(player.page, 'POST', '/qcs', { name: 'Secret Familiar', hidden: true })
  const band = await api(player.page, 'POST', '/battlegroups', { name: 'Thorn Guard' })
  for (const person of [st, player, other]) {
    await openChronicle(person.page, app.url, chronicle.id, 'characters')
  }
  // The player's lists are loaded by the drawer; reload so the dialogs list the new items.
  await player.page.reload()
  await player.page.getByTestId('chronicle-characters-tab').waitFor()

  await addThroughDialog(player.page, 'characters', character.id)
  await player.page.getByTestId('add-characters-dialog-submit').click()
  await addThroughDialog(player.page, 'qcs', qc.id)
  await player.page.getByTestId('add-qcs-dialog-hidden-note').waitFor()
  await screenshot(player.page, 'chronicle-add-hidden-qc')
  await player.page.getByTestId('add-qcs-dialog-submit').click()
  await addThroughDialog(player.page, 'battlegroups', band.id)
  await player.page.getByTestId('add-battlegroups-dialog-submit').click()

  for (const card of [
    `chronicle-card-character-${character.id}`,
    `chronicle-card-qc-${qc.id}`,
    `chronicle-card-battlegroup-${band.id}`,
  ]) {
    await st.page.getByTestId(card).waitFor({ timeout: 15_000 })
  }
  await st.page.getByTestId(`chronicle-card-qc-${qc.id}-hidden`).waitFor()
  await other.page.getByTestId(`chronicle-card-character-${character.id}`).waitFor()
  await other.page.getByTestId(`chronicle-card-battlegroup-${band.id}`).waitFor()
  assert.equal(await other.page.getByTestId(`chronicle-card-qc-${qc.id}`).count(), 0)

  // "Remove from Chronicle" sends the character back to its owner; everyone sees it go.
  const card = player.page.getByTestId(`chronicle-card-character-${character.id}`)
  await card.getByTestId('actions-menu').click()
  await player.page.getByTestId('action-remove-from-chronicle').click()
  await player.page
    .getByRole('dialog')
    .getByRole('button', { name: /remove/i })
    .click()
  await gone(st.page.getByTestId(`chronicle-card-character-${character.id}`))
  await gone(other.page.getByTestId(`chronicle-card-character-${character.id}`))
  assert.equal((await api(player.page, 'GET', `/characters/${character.id}`)).chronicle_id, null)

  for (const person of [st, player, other]) await person.context.close()
})

test('the storyteller orders the chronicle’s cards by dragging; players see the order, their own lists keep theirs', async () => {
  const st = await seat(app, 'Ordering Storyteller')
  const player = await seat(app, 'Mara')
  const chronicle = await chronicleOf(st, [player], 'Order of Battle')
  const ids: number[] = []
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    const made = await api(player.page, 'POST', '/characters', { name })
    await api(player.page, 'POST', `/chronicles/${chronicle.id}/add_character/${made.id}`)
    ids.push(made.id)
  }
  await openChronicle(st.page, app.url, chronicle.id, 'characters')
  await openChronicle(player.page, app.url, chronicle.id, 'characters')
  const names = (page: Page) =>
    page
      .getByTestId('chronicle-characters')
      .locator('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))
  assert.deepEqual(await names(player.page), ['Alpha', 'Beta', 'Gamma'])
  // Players have no handles; the storyteller drags Gamma onto Alpha.
  assert.equal(await player.page.getByTestId(`drag-handle-${ids[2]}`).count(), 0)
  await st.page
    .getByTestId(`drag-handle-${ids[2]}`)
    .dragTo(st.page.getByTestId(`sortable-${ids[0]}`))
  await player.page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-testid="chronicle-characters"] article'))
        .map((card) => card.getAttribute('aria-label'))
        .join(',') === 'Gamma,Alpha,Beta',
    undefined,
    { timeout: 15_000 },
  )
  await st.page.reload()
  await st.page.getByTestId('chronicle-characters').waitFor()
  assert.deepEqual(await names(st.page), ['Gamma', 'Alpha', 'Beta'])
  // The owner's own order is untouched.
  const own = await player.page.evaluate(async () => {
    const response = await fetch('/api/v1/characters', {
      headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` },
    })
    return ((await response.json()) as { name: string }[]).map((c) => c.name)
  })
  assert.deepEqual(own, ['Alpha', 'Beta', 'Gamma'])

  for (const person of [st, player]) await person.context.close()
})

test('the storyteller edits a player’s character: the player’s open sheet follows, derived values too; no Delete for the storyteller', async () => {
  const st = await seat(app, 'Editing Storyteller')
  const player = await seat(app, 'Sol')
  const chronicle = await chronicleOf(st, [player], 'Dawn Watch')
  const hero = await api(player.page, 'POST', '/characters', {
    name: 'Dawn Blade',
    type: 'SolarCharacter',
    caste: 'Dawn',
  })
  await api(player.page, 'POST', `/chronicles/${chronicle.id}/add_character/${hero.id}`)
  await player.page.goto(`${app.url}/characters/${hero.id}`)
  await player.page.getByTestId('header-title').filter({ hasText: 'Dawn Blade' }).waitFor()
  await openChronicle(st.page, app.url, chronicle.id, 'characters')
  const card = st.page.getByTestId(`chronicle-card-character-${hero.id}`)
  await card.getByTestId('actions-menu').click()
  await st.page.getByTestId('action-edit').waitFor()
  assert.equal(await st.page.getByTestId('action-delete').count(), 0)
  assert.equal(await st.page.getByTestId('action-change-type').count(), 0)
  await st.page.keyboard.press('Escape')

  // Essence 1 → 3: the server recomputes the mote pools (Solar personal 3E + 10 = 19).
  await api(st.page, 'PATCH', `/characters/${hero.id}`, { character: { essence: 3 } })
  await sees(player.page.locator('body'), '19')
  await sees(st.page.getByTestId(`chronicle-card-character-${hero.id}-personal-value`), /\/19/)
  await screenshot(player.page, 'chronicle-player-sheet-after-st-edit')

  for (const person of [st, player]) await person.context.close()
})
