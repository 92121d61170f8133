import assert from 'node:assert/strict'
// Helpers shared by the chronicle journeys (chronicle-*.test.ts): two or more signed-in
// browsers side by side, set-up through the API, and waiting for live updates.
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { api, type TestApp } from '../src/harness.ts'

export interface Seat {
  readonly context: BrowserContext
  readonly page: Page
  readonly name: string
}

/** A person at the table: their own browser context, signed in, with the live channel up. */
export async function seat(
  app: TestApp,
  name: string,
  viewport = { width: 1280, height: 900 },
): Promise<Seat> {
  const page = await app.signedInPage(name, {
    viewport,
    bypassCSP: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  await live(page)
  return { context: page.context(), page, name }
}

/** Waits until the page's live channel is up, so that later changes reach it. */
export async function live(page: Page): Promise<void> {
  await page
    .locator('[data-testid="connection-indicator"][data-status="live"]')
    .first()
    .waitFor({ timeout: 60_000 })
}

/** A chronicle run by `st`, joined by the others, all through the API. */
export async function chronicleOf(st: Seat, players: readonly Seat[], name: string) {
  const chronicle = await api(st.page, 'POST', '/chronicles', { name })
  for (const player of players) {
    await api(player.page, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
  }
  return chronicle as { id: number; invite_code: string; name: string }
}

/** Creates an item for its owner and brings it into the chronicle. */
export async function itemIn(
  owner: Seat,
  chronicleId: number,
  plural: 'characters' | 'qcs' | 'battlegroups',
  fields: Record<string, unknown>,
): Promise<{ id: number }> {
  const item = await api(owner.page, 'POST', `/${plural}`, fields)
  const singular = { characters: 'character', qcs: 'qc', battlegroups: 'battlegroup' }[plural]
  await api(owner.page, 'POST', `/chronicles/${chronicleId}/add_${singular}/${item.id}`)
  return item
}

/** Opens a tab of the chronicle page and waits for it to show. */
export async function openChronicle(
  page: Page,
  baseUrl: string,
  id: number,
  tab: 'characters' | 'combat' | 'details',
): Promise<void> {
  await page.goto(`${baseUrl}/chronicles/${id}${tab === 'characters' ? '' : `/${tab}`}`)
  await page.getByTestId(`chronicle-${tab}-tab`).waitFor({ timeout: 60_000 })
  await live(page)
}

/** Waits for a locator's text to contain `text` (live updates take a moment). */
export async function sees(locator: Locator, text: string | RegExp, timeout = 15_000) {
  await locator.filter({ hasText: text }).first().waitFor({ timeout })
}

/** Waits for an input to hold `value` (a live update takes a moment to reach it). */
export async function showsValue(locator: Locator, value: string, timeout = 15_000) {
  const until = Date.now() + timeout
  while ((await locator.inputValue()) !== value && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  assert.equal(await locator.inputValue(), value)
}

/** Waits until nothing matches. */
export async function gone(locator: Locator, timeout = 15_000) {
  await locator.first().waitFor({ state: 'detached', timeout })
}
