// Helpers for the character journeys (character-*.test.ts).
import { postSheet, sampleSolar } from '@loom/core/testing'
import type { Page } from 'playwright-core'
import { api, DESKTOP, PHONE, screenshot } from '../src/harness.ts'
import { choose } from './sheet-support.ts'

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

/** Creates the test kit's sample Solar (a full starting sheet) and answers its row. */
export function createSolarSample(page: Page, name?: string): Promise<CharacterRow> {
  return postSheet(sampleSolar(name), (path, body) => api<CharacterRow>(page, 'POST', path, body))
}

/** What the "Create New" dialog asks for; the custom types also take their own caste and type. */
export interface NewCharacter {
  name: string
  type: string
  caste?: string
  customCaste?: string
  customType?: string
  aspects?: boolean
}

/** Creates a character through the list's "Create New" dialog and answers its id once on its sheet. */
export async function createThroughDialog(
  page: Page,
  baseUrl: string,
  character: NewCharacter,
): Promise<number> {
  await page.goto(`${baseUrl}/characters`)
  await page.getByTestId('create-character').first().click()
  await page.getByTestId('create-character-name').fill(character.name)
  // Each menu is closed before the next control is touched: under load a click that lands
  // while a menu fades out opens the next one late, over the Create button.
  await choose(page, 'select-exalt-type', `select-exalt-type-${character.type}`)
  if (character.caste) await choose(page, 'select-caste', `select-caste-${character.caste}`)
  if (character.customCaste) {
    await page.getByTestId('create-character-custom-caste').fill(character.customCaste)
  }
  if (character.customType) {
    await page.getByTestId('create-character-custom-type').fill(character.customType)
  }
  if (character.aspects) await page.getByTestId('create-character-has-aspects').click()
  await page.getByTestId('submit').click()
  await page.waitForURL(/\/characters\/\d+$/)
  await page.getByTestId('sheet-subtitle').waitFor()
  return Number(new URL(page.url()).pathname.split('/').at(-1))
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
