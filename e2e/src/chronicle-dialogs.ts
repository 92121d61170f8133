// The drawer's Join and Create New dialogs, as the journeys open them.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { reportPage } from './failure-report.ts'
import { screenshotDir } from './harness.ts'

/**
 * Opens the drawer's Join or Create New dialog and types `text` into it. Under CI's load the
 * dialog has, once in many runs, not shown after the tap; the page is then reported as a failed
 * journey's would be (so the cause can be read in CI's output) and tapped again, as a player
 * would.
 */
export async function typeInChronicleDialog(
  page: Page,
  which: 'join' | 'create',
  text: string,
): Promise<void> {
  const entry = page.getByTestId(`drawer-${which}-chronicle`)
  const input = page.getByTestId(`${which}-chronicle-dialog-input`)
  const tap = async () => {
    if (!(await entry.isVisible())) await page.getByTestId('drawer-chronicles').click()
    await entry.click()
  }
  await tap()
  try {
    await input.waitFor({ timeout: 10_000 })
  } catch {
    await reportPage(
      page,
      `no ${which}-chronicle dialog 10 s after the tap; tapping again`,
      join(screenshotDir, `missed-${which}-chronicle-dialog.png`),
    )
    await tap()
  }
  await input.fill(text)
}
