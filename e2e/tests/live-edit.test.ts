import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import {
  launchBrowser,
  type RunningServer,
  screenshot,
  signIn,
  startServer,
} from '../src/harness.ts'

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

/** An API call from inside the page, with the session token the page itself keeps. */
async function api(page: Page, method: string, path: string, body?: object) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('jwt')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: response.status, json: await response.json() }
    },
    { method, path, body },
  )
  assert.equal(answer.status, 200, `${method} ${path}: ${JSON.stringify(answer.json)}`)
  return answer.json as Record<string, unknown>
}

const liveIndicator = (page: Page) =>
  page.locator('[data-testid="connection-indicator"][data-status="live"]').first()

test('a storyteller watching a player’s character sees the player rename it, without reloading', async () => {
  const storytellerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const storyteller = await storytellerContext.newPage()
  const player = await playerContext.newPage()
  await signIn(storyteller, server.url, 'Storyteller')
  await signIn(player, server.url, 'Player')

  const chronicle = await api(storyteller, 'POST', '/chronicles', { name: 'Rain of Knives' })
  await api(player, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
  const character = await api(player, 'POST', '/characters', {
    name: 'Harmonious Jade',
    type: 'Character',
  })
  await api(player, 'POST', `/chronicles/${chronicle.id}/add_character/${character.id}`)

  await storyteller.goto(`${server.url}/characters/${character.id}`)
  const title = storyteller.getByTestId('header-title').first()
  // A slow first load on a busy machine is not what this journey is about.
  await title.filter({ hasText: 'Harmonious Jade' }).waitFor({ timeout: 60_000 })
  await liveIndicator(storyteller).waitFor({ timeout: 60_000 })
  // Anything that reloads the page from here on would make the test pass for the wrong reason.
  const loads: string[] = []
  storyteller.on('load', () => loads.push(storyteller.url()))

  await api(player, 'PATCH', `/characters/${character.id}`, {
    character: { name: 'Harmonious Jade, Unbowed' },
  })
  await title.filter({ hasText: 'Harmonious Jade, Unbowed' }).waitFor({ timeout: 10_000 })
  assert.deepEqual(loads, [])
  await screenshot(storyteller, 'live-edit-storyteller-sees-rename')

  await storytellerContext.close()
  await playerContext.close()
})
