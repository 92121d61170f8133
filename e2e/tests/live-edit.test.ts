import assert from 'node:assert/strict'
import { test } from 'node:test'
import { api, screenshot, useApp } from '../src/harness.ts'
import { live } from './chronicle-support.ts'

const app = useApp()

test('a storyteller watching a player’s character sees the player rename it, without reloading', async () => {
  const storyteller = await app.signedInPage('Storyteller')
  const player = await app.signedInPage('Player')

  const chronicle = await api(storyteller, 'POST', '/chronicles', { name: 'Rain of Knives' })
  await api(player, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
  const character = await api(player, 'POST', '/characters', {
    name: 'Harmonious Jade',
    type: 'Character',
  })
  await api(player, 'POST', `/chronicles/${chronicle.id}/add_character/${character.id}`)

  await storyteller.goto(`${app.url}/characters/${character.id}`)
  const title = storyteller.getByTestId('header-title').first()
  // A slow first load on a busy machine is not what this journey is about.
  await title.filter({ hasText: 'Harmonious Jade' }).waitFor({ timeout: 60_000 })
  await live(storyteller)
  // Anything that reloads the page from here on would make the test pass for the wrong reason.
  const loads: string[] = []
  storyteller.on('load', () => loads.push(storyteller.url()))

  await api(player, 'PATCH', `/characters/${character.id}`, {
    character: { name: 'Harmonious Jade, Unbowed' },
  })
  await title.filter({ hasText: 'Harmonious Jade, Unbowed' }).waitFor({ timeout: 10_000 })
  assert.deepEqual(loads, [])
  await screenshot(storyteller, 'live-edit-storyteller-sees-rename')

  await storyteller.context().close()
  await player.context().close()
})
