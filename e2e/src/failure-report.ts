// What a failed journey leaves behind for whoever reads CI's output: for each page still open,
// its address, a screenshot, what its console and scripts reported, and the requests it was
// still waiting for. A failure seen once in many runs can then be read, not guessed at.
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'

const KEPT_LINES = 40

interface PageWatch {
  lines: string[]
  pending: Map<string, number>
}

const watches = new WeakMap<Page, PageWatch>()

/** Starts keeping `page`'s console errors and warnings, script errors and failed requests. */
export function watchPage(page: Page): void {
  const watch: PageWatch = { lines: [], pending: new Map() }
  watches.set(page, watch)
  const keep = (line: string) => {
    watch.lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
    if (watch.lines.length > KEPT_LINES) watch.lines.shift()
  }
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      keep(`console ${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => keep(`script error: ${error.message}`))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`)
  })
  page.on('request', (request) => watch.pending.set(request.url(), Date.now()))
  page.on('requestfinished', (request) => watch.pending.delete(request.url()))
  page.on('requestfailed', (request) => {
    watch.pending.delete(request.url())
    keep(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`)
  })
}

/** Prints the report of every page open in `browser`, with a screenshot of each. */
export async function reportOpenPages(
  browser: Browser,
  testName: string,
  screenshotDir: string,
): Promise<void> {
  const pages = browser.contexts().flatMap((context) => context.pages())
  for (const [index, page] of pages.entries()) {
    await reportPage(
      page,
      `failed "${testName}": page ${index + 1} of ${pages.length}`,
      join(screenshotDir, `failed-${slug(testName)}-${index + 1}.png`),
    )
  }
}

/** Prints one page's report under `title`, with a screenshot saved as `screenshotFile`. */
export async function reportPage(page: Page, title: string, screenshotFile: string): Promise<void> {
  mkdirSync(dirname(screenshotFile), { recursive: true })
  const watch = watches.get(page)
  const now = Date.now()
  const shot = await page
    .screenshot({ path: screenshotFile, timeout: 5_000 })
    .then(() => screenshotFile)
    .catch((error: Error) => `no screenshot (${error.message.split('\n')[0]})`)
  const dialogs = await page
    .evaluate(() =>
      Array.from(document.querySelectorAll('[role="dialog"], [role="menu"]')).map(
        (element) => element.getAttribute('data-testid') ?? element.getAttribute('role'),
      ),
    )
    .catch(() => [])
  const pending = [...(watch?.pending ?? [])].map(
    ([url, since]) => `  waiting ${((now - since) / 1000).toFixed(1)} s for ${url}`,
  )
  console.error(
    [
      `--- ${title} at ${page.url()}`,
      `screenshot: ${shot}`,
      `dialogs and menus open: ${dialogs.length > 0 ? dialogs.join(', ') : 'none'}`,
      ...(watch?.lines ?? ['(not watched)']),
      ...pending,
    ].join('\n'),
  )
}

export function slug(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)
}
