// Helpers for the QC and battlegroup journeys (qc-*.test.ts, battlegroup-*.test.ts).
import type { Page } from 'playwright-core'
import { screenshot } from '../src/harness.ts'

/** Leaves the field being edited and goes to the top, so screenshots show the page at rest. */
export async function settlePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
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
