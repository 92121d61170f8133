import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { Browser } from 'playwright-core'
import { launchBrowser, type RunningServer, signIn, startServer } from '../src/harness.ts'
import { newContext, screenshotEverywhere } from './shell-support.ts'

let server: RunningServer
let browser: Browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

test('a storyteller creates a chronicle from the drawer and a player joins it with the invite code', async () => {
  const storytellerContext = await newContext(browser)
  const storyteller = await storytellerContext.newPage()
  await signIn(storyteller, server.url, 'The Storyteller')
  await storyteller.getByTestId('drawer-chronicles').click()
  await storyteller.getByTestId('drawer-create-chronicle').click()
  await storyteller.getByTestId('create-chronicle-dialog-input').fill('Shards of the Exalted Dream')
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
  const token = await storyteller.evaluate(() => localStorage.getItem('jwt'))
  const answer = await storyteller.request.get(`${server.url}/api/v1/chronicles/${chronicleId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const code = ((await answer.json()) as { invite_code?: string }).invite_code ?? ''
  assert.ok(code.length > 0)

  const playerContext = await newContext(browser)
  const player = await playerContext.newPage()
  await signIn(player, server.url, 'The Player')
  await player.getByTestId('drawer-chronicles').click()
  await player.getByTestId('drawer-join-chronicle').click()
  await player.getByTestId('join-chronicle-dialog-input').fill('not-a-real-code')
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
  await storytellerContext.close()
  await playerContext.close()
})

test('pages say why they show nothing: not found, not yours to edit, or signed out', async () => {
  const ownerContext = await newContext(browser)
  const owner = await ownerContext.newPage()
  await signIn(owner, server.url, 'Private Storyteller')
  await owner.getByTestId('drawer-chronicles').click()
  await owner.getByTestId('drawer-create-chronicle').click()
  await owner.getByTestId('create-chronicle-dialog-input').fill('Closed Table')
  await owner.getByTestId('create-chronicle-dialog-submit').click()
  await owner.waitForURL(/\/chronicles\/\d+$/)
  const chroniclePath = new URL(owner.url()).pathname
  const token = await owner.evaluate(() => localStorage.getItem('jwt'))
  const api = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const response = await owner.request[method](`${server.url}/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    })
    assert.equal(response.status(), 200, `${method} ${path}`)
    return (await response.json()) as { id: number }
  }
  const shared = (await api('post', '/characters', { character: { name: 'Open Book' } })).id
  await api('patch', `/characters/${shared}`, { character: { public: true } })
  const secret = (await api('post', '/characters', { character: { name: 'Locked Diary' } })).id

  const strangerContext = await newContext(browser)
  const stranger = await strangerContext.newPage()
  await signIn(stranger, server.url, 'Stranger')
  // The server does not say whether someone else's chronicle or character exists.
  await stranger.goto(`${server.url}${chroniclePath}`)
  await stranger.getByTestId('page-not-found').waitFor()
  await stranger.goto(`${server.url}/characters/${secret}`)
  await stranger.getByTestId('page-not-found').waitFor()
  // A public character can be read, but its editor is refused in words.
  await stranger.goto(`${server.url}/characters/${shared}`)
  await stranger.getByTestId('header-title').filter({ hasText: 'Open Book' }).waitFor()
  assert.equal(await stranger.getByTestId('header-edit-toggle').count(), 0)
  await stranger.goto(`${server.url}/characters/${shared}/edit`)
  await stranger.getByTestId('page-forbidden').waitFor()
  await screenshotEverywhere(stranger, 'shell-editor-forbidden')

  const anonymousContext = await newContext(browser)
  const anonymous = await anonymousContext.newPage()
  await anonymous.goto(`${server.url}/characters/${shared}`)
  await anonymous.getByTestId('header-title').filter({ hasText: 'Open Book' }).waitFor()
  await anonymous.waitForTimeout(800)
  assert.equal(await anonymous.getByTestId('logged-out-dialog').count(), 0)
  await anonymous.goto(`${server.url}/characters/${secret}`)
  await anonymous.getByTestId('logged-out-dialog').waitFor()
  await anonymous.keyboard.press('Escape')
  await anonymous.getByTestId('page-signed-out').waitFor()
  await screenshotEverywhere(anonymous, 'shell-item-signed-out')
  await ownerContext.close()
  await strangerContext.close()
  await anonymousContext.close()
})
