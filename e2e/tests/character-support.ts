// Helpers for the character journeys (character-*.test.ts).
import assert from 'node:assert/strict'
import type { Browser, Page } from 'playwright-core'
import { screenshot } from '../src/harness.ts'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/** Calls the API with the page's session, as another device of the same player would. */
export async function api<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('jwt')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, text: await response.text() }
    },
    { method, path, body },
  )
  assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${answer.text}`)
  return (answer.text ? JSON.parse(answer.text) : null) as T
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport })
  return context.newPage()
}

/** Types into a field and leaves it, as a player does; leaving sends the change at once. */
export async function enter(page: Page, testId: string, value: string | number): Promise<void> {
  const field = page.getByTestId(testId)
  await field.fill(String(value))
  await field.press('Tab')
}

/** Picks an option of a select field by the option's test id. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click()
  await page.getByTestId(`${testId}-option-${option}`).click()
  await page.getByTestId(`${testId}-option-${option}`).waitFor({ state: 'detached' })
}

/** The big number of a tile. */
export async function figure(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(`${testId}-total`).first().textContent()
  return Number(text?.trim())
}

/** Waits until a tile's big number reads `expected`. */
export async function waitForFigure(page: Page, testId: string, expected: number | string) {
  await page
    .getByTestId(`${testId}-total`)
    .first()
    .filter({ hasText: new RegExp(`^${expected}$`) })
    .waitFor()
}

/** Waits until a rating's dots stand for `rating`. */
export async function waitForDots(page: Page, testId: string, rating: number) {
  await page.locator(`[data-testid="${testId}-dots"][data-rating="${rating}"]`).waitFor()
}

/** Waits for every save in flight to be answered (the cloud icon stops spinning is not
 *  exposed, so wait for the network instead). */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
}

export interface CharacterRow {
  id: number
  [field: string]: unknown
}

export async function createCharacter(page: Page, fields: Record<string, unknown>) {
  return api<CharacterRow>(page, 'POST', '/characters', { character: fields })
}

export async function openSheet(page: Page, baseUrl: string, id: number, rest = '') {
  await page.goto(`${baseUrl}/characters/${id}${rest}`)
  await page
    .getByTestId(rest.startsWith('/edit') ? 'header-edit-toggle' : 'sheet-subtitle')
    .or(page.getByTestId('section-merits'))
    .or(page.getByTestId('section-charms'))
    .or(page.getByTestId('section-bio'))
    .first()
    .waitFor()
}

/** Full-page shots of the current page in both themes, at desktop and phone size. */
export async function screenshotSheet(page: Page, name: string, ready: () => Promise<void>) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    for (const theme of ['light', 'dark']) {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme)
      await page.reload()
      await ready()
      await screenshot(page, `${name}-${size}-${theme}`)
    }
  }
  await page.setViewportSize(DESKTOP)
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
}
