// Helpers for the QC and battlegroup journeys (qc-*.test.ts, battlegroup-*.test.ts).
import type { Page } from 'playwright-core'
import { screenshot } from '../src/harness.ts'

/** Types into a field and leaves it, as a player does; leaving sends the change at once. */
export async function enter(page: Page, testId: string, value: string | number): Promise<void> {
  const field = page.getByTestId(testId)
  await field.fill(String(value))
  await field.press('Tab')
}

/** Leaves the field being edited and goes to the top, so screenshots show the page at rest. */
export async function settlePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
}

/** Picks an option of a select field by the option's test id. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click()
  await page.getByTestId(option).click()
  await page.getByTestId(option).waitFor({ state: 'detached' })
}

/** The big number of a tile (pool, rating or resource). */
export async function figure(page: Page, testId: string): Promise<string> {
  const total = page.getByTestId(`${testId}-total`).or(page.getByTestId(`${testId}-value`))
  return ((await total.first().textContent()) ?? '').trim()
}

/** Waits until a tile's big number reads `expected`. */
export async function waitForFigure(page: Page, testId: string, expected: string): Promise<void> {
  await page
    .getByTestId(`${testId}-total`)
    .or(page.getByTestId(`${testId}-value`))
    .first()
    .filter({ hasText: new RegExp(`^${expected.replace(/[/+]/g, '\\$&')}`) })
    .waitFor()
}

/** The id at the end of the page's path: /qcs/12 → 12. */
export function idInPath(page: Page): number {
  const match = new URL(page.url()).pathname.match(/\/(\d+)(?:\/edit)?$/)
  if (!match) throw new Error(`no id in ${page.url()}`)
  return Number(match[1])
}

/** Creates a QC or battlegroup through its list's dialog and answers its id once on its sheet. */
export async function createFromList(
  page: Page,
  baseUrl: string,
  kind: 'qc' | 'battlegroup',
  name: string,
): Promise<number> {
  await page.goto(`${baseUrl}/${kind}s`)
  await page.getByTestId(`create-${kind}`).click()
  await page.getByTestId(`create-${kind}-dialog-input`).fill(name)
  await page.getByTestId(`create-${kind}-dialog-submit`).click()
  await page.waitForURL(new RegExp(`/${kind}s/\\d+$`))
  await page.getByTestId(`${kind}-sheet`).waitFor()
  return idInPath(page)
}

/** Runs checks on the page; if they fail, keeps a screenshot named `failed-{name}` for CI. */
export async function keepScreenshotIfFailing(
  page: Page,
  name: string,
  checks: () => Promise<void>,
): Promise<void> {
  try {
    await checks()
  } catch (failure) {
    await screenshot(page, `failed-${name}`).catch(() => undefined)
    throw failure
  }
}
