// Helpers for filling in and reading sheets: characters, QCs and battlegroups.
import type { Page } from 'playwright-core'

/** Types into a field and leaves it, as a player does; leaving sends the change at once. */
export async function enter(page: Page, testId: string, value: string | number): Promise<void> {
  const field = page.getByTestId(testId)
  await field.fill(String(value))
  await field.press('Tab')
}

/**
 * Opens a select field and picks the option with the test id `option`. Under CI's load a
 * click on an option has once been lost (the menu stayed open for 30 s with the option
 * showing), so a menu still open after a while gets the pick again, as a player would give it.
 */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click()
  const item = page.getByTestId(option)
  for (let attempt = 1; ; attempt++) {
    await item.click()
    try {
      await item.waitFor({ state: 'detached', timeout: attempt < 3 ? 8_000 : undefined })
      return
    } catch (error) {
      if (attempt >= 3 || !(await item.isVisible())) throw error
    }
  }
}

/** The big number of a tile (pool, rating or resource), as it reads: "7", "20/30". */
export async function figure(page: Page, testId: string): Promise<string> {
  return ((await tileFigure(page, testId).textContent()) ?? '').trim()
}

/** Waits until a tile's big number reads `expected`, then at most committed motes ("10c"). */
export async function waitForFigure(
  page: Page,
  testId: string,
  expected: number | string,
): Promise<void> {
  const escaped = String(expected).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const reads = new RegExp(`^\\s*${escaped}(?:\\d+c)?\\s*$`)
  await tileFigure(page, testId).filter({ hasText: reads }).waitFor()
}

function tileFigure(page: Page, testId: string) {
  return page
    .getByTestId(`${testId}-total`)
    .or(page.getByTestId(`${testId}-value`))
    .first()
}
