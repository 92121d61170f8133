/**
 * What the web app costs a visitor: builds it, serves it from the real server, and in
 * headless Chromium measures the JavaScript that the landing page and a list page load on a
 * cold visit, as sent (the build's Brotli copies), and the landing page's load time (median
 * of 5).
 * Budgets: landing page JavaScript < 200 KB compressed; a list page's first load < 350 KB.
 * Writes bench/results/web.json and exits non-zero when a budget is broken.
 * Run: npx tsx bench/web.ts (BENCH_QUICK=1 for a short check that it still runs)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  buildWebUnlessQuick,
  launchChromium,
  signInThroughForm,
  startWebServer,
} from './browser-session.ts'
import { median, repoRoot, scaled } from './support.ts'
import {
  characterSheetWithinBudget,
  measureCharacterSheet,
  reportCharacterSheet,
} from './web-character.ts'

const KB = 1024
const BUDGETS = { landingJs: 200 * KB, listJs: 350 * KB }
const LOAD_RUNS = scaled(5, 1)

interface JsLoad {
  files: number
  sentBytes: number
}

async function main() {
  buildWebUnlessQuick()
  const folder = mkdtempSync(join(tmpdir(), 'loom-bench-web-'))
  const { server, url } = await startWebServer(folder)
  const browser = await launchChromium()
  try {
    const landing = await measureJs(browser, undefined, url, (page) =>
      page.getByTestId('promise-sync').waitFor(),
    )
    const signedIn = await signedInState(browser, url)
    const list = await measureJs(browser, signedIn, `${url}/characters`, (page) =>
      page.getByTestId('characters-grid').waitFor(),
    )
    // The character sheet's own figures live in bench/web-character.ts.
    const characterSheet = await measureCharacterSheet(browser, url, signedIn)
    const loadTimes: number[] = []
    for (let run = 0; run < LOAD_RUNS; run += 1) loadTimes.push(await landingLoadMs(browser, url))
    const result = {
      landing: { ...landing, budgetBytes: BUDGETS.landingJs },
      characterList: { ...list, budgetBytes: BUDGETS.listJs },
      landingLoadMs: { median: median(loadTimes), runs: loadTimes },
      characterSheet,
    }
    report(result)
    reportCharacterSheet(characterSheet)
    mkdirSync(join(repoRoot, 'bench/results'), { recursive: true })
    writeFileSync(join(repoRoot, 'bench/results/web.json'), `${JSON.stringify(result, null, 2)}\n`)
    if (
      landing.sentBytes > BUDGETS.landingJs ||
      list.sentBytes > BUDGETS.listJs ||
      !characterSheetWithinBudget(characterSheet)
    )
      process.exitCode = 1
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * A cold visit (no cache) to `url`: every JavaScript file fetched until the network rests,
 * counted as sent.
 */
async function measureJs(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<JsLoad> {
  const context = await browser.newContext({ storageState })
  const page = await context.newPage()
  const sizes: Promise<number>[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      // The bytes on the wire: the build's Brotli copy, which Chromium accepts.
      const sent = response.request().sizes()
      sizes.push(sent.then(({ responseBodySize }) => responseBodySize))
    }
  })
  await page.goto(url)
  await ready(page)
  await page.waitForLoadState('networkidle')
  const all = await Promise.all(sizes)
  await context.close()
  return { files: all.length, sentBytes: all.reduce((sum, size) => sum + size, 0) }
}

/** A signed-in player's browser state, holding three characters for the list page. */
async function signedInState(browser: Browser, url: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInThroughForm(page, url)
  await page.evaluate(`(async () => {
    for (const name of ['Harmonious Jade', 'Seven Devils', 'Iron Lotus']) {
      await fetch('/api/v1/characters', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + localStorage.getItem('jwt') },
        body: JSON.stringify({ character: { name, type: 'SolarCharacter', caste: 'dawn' } }),
      })
    }
  })()`)
  const state = await context.storageState()
  await context.close()
  return state
}

/** From navigation start until the landing page's promises are on screen, cold. */
async function landingLoadMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const started = performance.now()
  await page.goto(url)
  await page.getByTestId('promise-sync').waitFor()
  const elapsed = performance.now() - started
  await context.close()
  return Math.round(elapsed)
}

function report(result: {
  landing: JsLoad & { budgetBytes: number }
  characterList: JsLoad & { budgetBytes: number }
  landingLoadMs: { median: number; runs: number[] }
}) {
  const line = (name: string, load: JsLoad & { budgetBytes: number }) =>
    `${name.padEnd(22)} ${(load.sentBytes / KB).toFixed(1).padStart(7)} KB as sent in ${load.files} files` +
    `  (budget ${load.budgetBytes / KB} KB: ${load.sentBytes <= load.budgetBytes ? 'ok' : 'OVER'})`
  console.log(line('landing page JS', result.landing))
  console.log(line('character list JS', result.characterList))
  console.log(
    `landing page load      ${result.landingLoadMs.median} ms median of ${LOAD_RUNS} (${result.landingLoadMs.runs.join(', ')} ms)`,
  )
}

await main()
