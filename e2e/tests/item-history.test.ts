import assert from 'node:assert/strict'
import { test } from 'node:test'
import { api, screenshot, useApp } from '../src/harness.ts'
import { createCharacter, openSheet, settled, waitForDots } from './character-support.ts'
import { live } from './chronicle-support.ts'
import { enter } from './sheet-support.ts'

const app = useApp()

test('a player changes a rating, then restores it from History, and the storyteller’s open sheet follows live', async () => {
  const storyteller = await app.signedInPage('Storyteller')
  const player = await app.signedInPage('Player')
  const chronicle = await api(storyteller, 'POST', '/chronicles', { name: 'Ash and Jade' })
  await api(player, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
  const { id } = await createCharacter(player, {
    name: 'Wren',
    type: 'SolarCharacter',
    caste: 'dawn',
    attr_strength: 2,
  })
  await api(player, 'POST', `/chronicles/${chronicle.id}/add_character/${id}`)

  await openSheet(storyteller, app.url, id)
  await waitForDots(storyteller, 'attribute-strength', 2)
  await live(storyteller)
  const loads: string[] = []
  storyteller.on('load', () => loads.push(storyteller.url()))

  // The player raises Strength in the editor; the storyteller sees it.
  await openSheet(player, app.url, id, '/edit')
  await enter(player, 'editor-attr-strength', 4)
  await settled(player)
  await waitForDots(storyteller, 'attribute-strength', 4)

  // History lists the change, newest first, and restores it.
  await player.getByTestId('actions-menu').first().click()
  await player.getByTestId('action-history').click()
  const dialog = player.getByTestId('history-dialog')
  const raised = dialog.locator('[data-testid$="-attr_strength"][data-testid^="history-field-"]')
  await raised.first().filter({ hasText: '2 → 4' }).waitFor()
  assert.match((await dialog.textContent()) ?? '', /Player/)
  await screenshot(player, 'item-history-dialog')
  await raised.first().getByRole('button', { name: 'Restore' }).click()

  // The restore is an ordinary change: the storyteller's sheet follows, and it heads the history.
  await waitForDots(storyteller, 'attribute-strength', 2)
  await raised.first().filter({ hasText: '4 → 2' }).waitFor()
  await screenshot(player, 'item-history-after-restore')
  await screenshot(storyteller, 'item-history-storyteller-sees-restore')
  assert.deepEqual(loads, [])
  assert.equal((await api(player, 'GET', `/characters/${id}`)).attr_strength, 2)

  await storyteller.context().close()
  await player.context().close()
})
