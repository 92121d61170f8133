import assert from 'node:assert/strict'
import { test } from 'node:test'
import { typeInChronicleDialog } from '../src/chronicle-dialogs.ts'
import { api, useApp } from '../src/harness.ts'
import { AXE_READY, screenshotEverywhere } from './shell-support.ts'

const app = useApp(AXE_READY)

test('a storyteller creates a chronicle from the drawer and a player joins it with the invite code', async () => {
  const storyteller = await app.signedInPage('The Storyteller')
  await typeInChronicleDialog(storyteller, 'create', 'Shards of the Exalted Dream')
  await storyteller.getByTestId('create-chronicle-dialog-submit').click()
  await storyteller.waitForURL(/\/chronicles\/\d+$/)
  const chronicleId = Number(new URL(storyteller.url()).pathname.split('/').at(-1))
  await storyteller
    .getByTestId('header-title')
    .filter({ hasText: 'Shards of the Exalted Dream' })
    .waitFor()
  // The new chronicle is in the drawer at once, without a reload.
  await storyteller
    .getByTestId(`drawer-chronicle-${chronicleId}`)
    .filter({ hasText: '0 Players' })
    .waitFor()
  await screenshotEverywhere(storyteller, 'shell-chronicle-created')
  // The invite code is the storyteller's to share; read it as their client would.
  const { invite_code: code = '' } = await api<{ invite_code?: string }>(
    storyteller,
    'GET',
    `/chronicles/${chronicleId}`,
  )
  assert.ok(code.length > 0)

  const player = await app.signedInPage('The Player')
  await typeInChronicleDialog(player, 'join', 'not-a-real-code')
  await player.getByTestId('join-chronicle-dialog-submit').click()
  // A wrong code says so in the dialog, which stays open for another try.
  await player.locator('[data-testid="join-chronicle-dialog"] .Mui-error').first().waitFor()
  await screenshotEverywhere(player, 'shell-join-wrong-code')
  await player.getByTestId('join-chronicle-dialog-input').fill(code)
  await player.getByTestId('join-chronicle-dialog-submit').click()
  await player.waitForURL(new RegExp(`/chronicles/${chronicleId}$`))
  await player
    .getByTestId('header-title')
    .filter({ hasText: 'Shards of the Exalted Dream' })
    .waitFor()
  await player.getByTestId(`drawer-chronicle-${chronicleId}`).waitFor()
  assert.equal(await player.title(), 'Shards of the Exalted Dream | Loom')
  await storyteller.context().close()
  await player.context().close()
})

test('pages say why they show nothing: not found, not yours to edit, or signed out', async () => {
  const owner = await app.signedInPage('Private Storyteller')
  await typeInChronicleDialog(owner, 'create', 'Closed Table')
  await owner.getByTestId('create-chronicle-dialog-submit').click()
  await owner.waitForURL(/\/chronicles\/\d+$/)
  const chroniclePath = new URL(owner.url()).pathname
  const character = (name: string) => api(owner, 'POST', '/characters', { character: { name } })
  const shared = (await character('Open Book')).id
  await api(owner, 'PATCH', `/characters/${shared}`, { character: { public: true } })
  const secret = (await character('Locked Diary')).id

  const stranger = await app.signedInPage('Stranger')
  // The server does not say whether someone else's chronicle or character exists.
  await stranger.goto(`${app.url}${chroniclePath}`)
  await stranger.getByTestId('page-not-found').waitFor()
  await stranger.goto(`${app.url}/characters/${secret}`)
  await stranger.getByTestId('page-not-found').waitFor()
  // A public character can be read, but its editor is refused in words.
  await stranger.goto(`${app.url}/characters/${shared}`)
  await stranger.getByTestId('header-title').filter({ hasText: 'Open Book' }).waitFor()
  assert.equal(await stranger.getByTestId('header-edit-toggle').count(), 0)
  await stranger.goto(`${app.url}/characters/${shared}/edit`)
  await stranger.getByTestId('page-forbidden').waitFor()
  await screenshotEverywhere(stranger, 'shell-editor-forbidden')

  const anonymous = await app.newPage()
  await anonymous.goto(`${app.url}/characters/${shared}`)
  await anonymous.getByTestId('header-title').filter({ hasText: 'Open Book' }).waitFor()
  await anonymous.waitForTimeout(800)
  assert.equal(await anonymous.getByTestId('logged-out-dialog').count(), 0)
  await anonymous.goto(`${app.url}/characters/${secret}`)
  await anonymous.getByTestId('page-signed-out').waitFor()
  assert.equal(await anonymous.getByTestId('logged-out-dialog').count(), 0)
  await screenshotEverywhere(anonymous, 'shell-item-signed-out')
  await owner.context().close()
  await stranger.context().close()
  await anonymous.context().close()
})
