/**
 * Loom on a phone at the table: Chromium with a phone's screen (390×844, touch), its CPU slowed
 * 4× through the DevTools protocol and, for first visits, Lighthouse's slow 4G (150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up). Medians of each figure, from navigation start:
 * - first visit, typical sheet (8 merits, 25 charms, 3 weapons): its name, resources and
 *   attributes on screen ≤ 1.5 s, the whole sheet ≤ 2.0 s, LCP ≤ 1.5 s; the landing page and
 *   the same sheet made public, opened by a visitor, the same;
 * - repeat visit (service worker and cache warm): typical sheet whole ≤ 0.8 s, large sheet
 *   (30 merits, 100 charms, 20 weapons) ≤ 1.4 s;
 * - tap to response (a defence tile's breakdown, the roll dialog, a Stamina keystroke in the
 *   editor to the Soak tile) ≤ 80 ms; total blocking time while the sheet loads ≤ 200 ms.
 * Beside each sheet figure, its floor: the same rendered sheet as a static page (markup and
 * styles, no script) visited the same way. The desktop target (large sheet ≤ 500 ms without
 * throttling) is bench/web.ts's.
 * Then Lighthouse 12.2.3's mobile run (its own simulated throttling) of the landing page, a
 * sheet and a chronicle, as a signed-in player on a first visit: score, LCP, TBT, CLS.
 * Targets are reported as met or not; none fails the run. Writes bench/results/phone.json.
 * Run: npx tsx bench/phone.ts (BENCH_QUICK=1 for a short check that it still runs;
 * BENCH_PHONE_PART=taps, first, waterfall or shifts for the taps alone, the typical sheet's
 * first visits, or one first visit's requests with their times and sizes, or its layout shifts
 * with the elements each moved)
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import {
  buildWebUnlessQuick,
  CHROMIUM_PATH,
  launchChromium,
  signInThroughForm,
  startWebServer,
} from './browser-session.ts'
import {
  blockingTimeMs,
  LANDING_MARKS,
  type LongTask,
  type Mark,
  pageProbe,
  probeMomentMs,
  sheetMarks,
} from './page-probe.ts'
import {
  createSheetCharacter,
  LARGE_SHEET,
  pageAsStaticHtml,
  serveStaticPage,
  staminaKeystrokesMs,
  TYPICAL_SHEET,
} from './sheet-pages.ts'
import { median, QUICK, repoRoot, scaled, writeResults } from './support.ts'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

const PHONE = {
  // A phone's browser says so: the server renders a page for a phone's width when it does.
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const
const CPU_SLOWDOWN = 4
/** Lighthouse's mobile network: bytes per second, and the round trip in ms. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}
const VISIT_RUNS = scaled(5, 1)
const TAP_RUNS = scaled(9, 1)

const TARGETS = {
  firstTopMs: 1500,
  firstWholeMs: 2000,
  firstLcpMs: 1500,
  repeatTypicalMs: 800,
  repeatLargeMs: 1400,
  tapMs: 80,
  loadBlockingMs: 200,
}

interface Visit {
  topMs: number
  wholeMs: number
  lcpMs: number
  /** When the app answers taps: React has rendered the page, or taken over the server's. */
  interactiveMs: number
  /**
   * Total blocking time: the long tasks' time over 50 ms each, from the first contentful paint
   * (as Lighthouse counts it) until the page is whole, interactive and then a second without a
   * long task (the page done loading, as Lighthouse's TBT counts up to its time to interactive).
   */
  blockingMs: number
  /** The same, counted from navigation: with the tasks that parse the page before its paint. */
  blockingFromNavigationMs: number
  layoutShift: number
}

/** Slows `page`'s CPU, and its network too when `slowNetwork`. */
async function throttle(page: Page, slowNetwork: boolean): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  if (slowNetwork) {
    await session.send('Network.enable')
    await session.send('Network.emulateNetworkConditions', SLOW_4G)
  }
}

/** How long the page must go without a long task, once interactive, to count as loaded. */
const QUIET_MS = 1000

/**
 * Navigates `page` to `url` and reads the probe once the page's last mark is on screen and it
 * is interactive and quiet (`QUIET_MS` without a long task).
 */
async function visit(page: Page, url: string): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit' })
  await probeMomentMs(page, 'whole')
  // The largest paint is reported a moment after it is painted.
  await page.waitForFunction(
    () => ((window as { __probe?: { lcp: number } }).__probe?.lcp ?? 0) > 0,
  )
  // A static copy of a page never becomes interactive: it has no script.
  if ((await page.locator('script[type="module"]').count()) > 0) {
    await page.locator('#root[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 })
  }
  await page.waitForFunction(
    (quietMs) => {
      const probe = (window as unknown as { __probe: { longTasks: [number, number][] } }).__probe
      const last = probe.longTasks.at(-1)
      return last === undefined || performance.now() - (last[0] + last[1]) > quietMs
    },
    QUIET_MS,
    { timeout: 60_000, polling: 100 },
  )
  const probe = await page.evaluate<{
    seen: { top: number; whole: number; interactive?: number }
    longTasks: LongTask[]
    lcp: number
    fcp: number
    shift: number
  }>('window.__probe')
  return {
    topMs: Math.round(probe.seen.top),
    wholeMs: Math.round(probe.seen.whole),
    lcpMs: Math.round(probe.lcp),
    interactiveMs: Math.round(probe.seen.interactive ?? 0),
    blockingMs: blockingTimeMs(probe.longTasks, probe.fcp),
    blockingFromNavigationMs: blockingTimeMs(probe.longTasks),
    layoutShift: Math.round(probe.shift * 1000) / 1000,
  }
}

async function phoneContext(
  browser: Browser,
  storageState: StorageState | undefined,
  marks: Mark[],
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, storageState })
  await context.addInitScript(pageProbe(marks))
  return context
}

/** First visits: each in a new context (no cache, no service worker), over slow 4G. */
async function firstVisits(
  browser: Browser,
  storageState: StorageState | undefined,
  url: string,
  marks: Mark[],
): Promise<Visit[]> {
  const visits: Visit[] = []
  for (let run = 0; run < VISIT_RUNS; run += 1) {
    const context = await phoneContext(browser, storageState, marks)
    const page = await context.newPage()
    await throttle(page, true)
    visits.push(await visit(page, url))
    await context.close()
  }
  return visits
}

/**
 * Repeat visits: one context visits once (and, for the app, waits for its service worker to
 * take the page; a static page has none), then visits again and again with the CPU slowed
 * (the network is the cache's).
 */
async function repeatVisits(
  browser: Browser,
  storageState: StorageState | undefined,
  url: string,
  marks: Mark[],
  servedBy: 'app' | 'static page' = 'app',
): Promise<Visit[]> {
  const context = await phoneContext(browser, storageState, marks)
  const page = await context.newPage()
  await visit(page, url)
  if (servedBy === 'app') {
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 30_000,
    })
  }
  const visits: Visit[] = []
  for (let run = 0; run < VISIT_RUNS; run += 1) {
    await throttle(page, false)
    visits.push(await visit(page, url))
  }
  await context.close()
  return visits
}

/** Serves the sheet at `url`, once rendered, as a static page; `close` stops the server. */
async function staticCopy(
  browser: Browser,
  storageState: StorageState,
  url: string,
  marks: Mark[],
) {
  const context = await phoneContext(browser, storageState, marks)
  const page = await context.newPage()
  await visit(page, url)
  const html = await pageAsStaticHtml(page)
  await context.close()
  return serveStaticPage(html)
}

/**
 * Taps `target` `runs` times and times each, in the page, from the touch until `response`
 * is painted; Escape closes what opened.
 */
async function tapsMs(page: Page, target: string, response: string, runs: number) {
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    await page.evaluate(`(() => {
      window.pendingTap = new Promise((resolve) => {
        let started = 0
        document.addEventListener('pointerdown', () => { started = performance.now() }, { once: true, capture: true })
        const observer = new MutationObserver(() => {
          if (!started || !document.querySelector(${JSON.stringify(response)})) return
          observer.disconnect()
          requestAnimationFrame(() => resolve(performance.now() - started))
        })
        observer.observe(document.body, { childList: true, subtree: true })
      })
    })()`)
    await page.locator(target).first().tap()
    times.push(Math.round(await page.evaluate<number>('window.pendingTap')))
    await page.keyboard.press('Escape')
    await page.locator(response).waitFor({ state: 'detached' })
  }
  return times
}

interface Taps {
  tileMs: number[]
  rollDialogMs: number[]
  editorMs: number[]
}

async function measureTaps(
  browser: Browser,
  storageState: StorageState,
  url: string,
  id: number,
): Promise<Taps> {
  const context = await phoneContext(browser, storageState, sheetMarks(TYPICAL_SHEET))
  const page = await context.newPage()
  await visit(page, `${url}/characters/${id}`)
  await throttle(page, false)
  const tileMs = await tapsMs(
    page,
    '[data-testid="pool-evasion"]',
    '[data-testid="pool-evasion-summary"]',
    TAP_RUNS,
  )
  const rollDialogMs = await tapsMs(
    page,
    '[data-testid="character-sheet"] .roll-icon',
    '[data-testid="roll-dialog"]',
    TAP_RUNS,
  )
  await page.goto(`${url}/characters/${id}/edit`)
  await throttle(page, false)
  const editorMs = await staminaKeystrokesMs(page, TAP_RUNS)
  await context.close()
  return { tileMs, rollDialogMs, editorMs }
}

interface LighthouseFigures {
  page: string
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/**
 * Lighthouse's mobile run of each page as the signed-in player: a Chromium profile signed in
 * (the session is in local storage, which Lighthouse is told to keep) with its caches and
 * service worker cleared, so each run is a first visit.
 */
async function lighthouseRuns(
  url: string,
  pages: { name: string; path: string }[],
): Promise<LighthouseFigures[]> {
  const profile = mkdtempSync(join(tmpdir(), 'loom-bench-lighthouse-'))
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox'],
    })
    const page = context.pages()[0] ?? (await context.newPage())
    // The player who made the sheet and the chronicle, signed in again in this profile.
    await signInThroughForm(page, url)
    const session = await context.newCDPSession(page)
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    })
    await session.send('Network.clearBrowserCache')
    await context.close()
    const figures: LighthouseFigures[] = []
    for (const { name, path } of pages) figures.push(lighthouseRun(profile, name, url + path))
    return figures
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
}

/**
 * How often Lighthouse runs a page before the bench gives up: now and then it fails to record
 * the page load's trace at all ("NO_NAVSTART"), a fault of the run and not of the page.
 */
const LIGHTHOUSE_TRIES = 3

function lighthouseRun(profile: string, name: string, pageUrl: string): LighthouseFigures {
  for (let tries = 1; ; tries += 1) {
    try {
      return lighthouseOnce(profile, name, pageUrl)
    } catch (error) {
      if (tries >= LIGHTHOUSE_TRIES) throw error
      console.log(`lighthouse ${name}: ${(error as Error).message}; running it again`)
    }
  }
}

function lighthouseOnce(profile: string, name: string, pageUrl: string): LighthouseFigures {
  const output = join(profile, `${name}.json`)
  const run = spawnSync(
    join(repoRoot, 'node_modules/.bin/lighthouse'),
    [
      pageUrl,
      '--only-categories=performance',
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profile}`,
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  if (run.status !== 0) throw new Error(`lighthouse ${pageUrl} exited with ${run.status}`)
  const report = JSON.parse(readFileSync(output, 'utf8'))
  const audit = (id: string) => report.audits[id].numericValue as number
  return {
    page: name,
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
  }
}

/** The characters and chronicle the runs visit, made by one signed-in player. */
async function prepare(browser: Browser, url: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInThroughForm(page, url)
  const typical = await createSheetCharacter(page, 'Typical Sheet', TYPICAL_SHEET)
  const large = await createSheetCharacter(page, 'Large Sheet', LARGE_SHEET)
  const shared = await createSheetCharacter(page, 'Shared Sheet', TYPICAL_SHEET, true)
  const storageState = await context.storageState()
  await context.close()
  return { storageState, typical, large, shared }
}

/**
 * One first visit of the typical sheet over slow 4G, and each request it made: when it was
 * sent and when its last byte came, from navigation start, and its size as sent.
 */
async function printWaterfall(browser: Browser, storageState: StorageState, url: string) {
  const context = await phoneContext(browser, storageState, sheetMarks(TYPICAL_SHEET))
  const page = await context.newPage()
  await throttle(page, true)
  const session = await context.newCDPSession(page)
  await session.send('Network.enable')
  const sent = new Map<string, { url: string; at: number }>()
  const rows: { url: string; sentMs: number; doneMs: number; bytes: number }[] = []
  let start = 0
  session.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    if (start === 0) start = timestamp
    sent.set(requestId, { url: request.url, at: timestamp })
  })
  session.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = sent.get(requestId)
    if (request === undefined) return
    const path = new URL(request.url).pathname
    rows.push({
      url: path,
      sentMs: Math.round((request.at - start) * 1000),
      doneMs: Math.round((timestamp - start) * 1000),
      bytes: encodedDataLength,
    })
  })
  const seen = await visit(page, url)
  await context.close()
  rows.sort((a, b) => a.sentMs - b.sentMs)
  for (const row of rows) {
    console.log(
      `${String(row.sentMs).padStart(6)} → ${String(row.doneMs).padStart(6)} ms ${`${(row.bytes / 1024).toFixed(1)} KB`.padStart(9)}  ${row.url}`,
    )
  }
  const kilobytes = rows.reduce((sum, row) => sum + row.bytes, 0) / 1024
  console.log(
    `${rows.length} requests, ${kilobytes.toFixed(0)} KB; top ${seen.topMs} ms, whole ${seen.wholeMs} ms`,
  )
}

/**
 * One first visit of the typical sheet over slow 4G, and each layout shift in it: when, how
 * much, and the elements it moved (tag, test id or class, and the box before and after).
 */
async function printShifts(browser: Browser, storageState: StorageState, url: string) {
  const context = await phoneContext(browser, storageState, sheetMarks(TYPICAL_SHEET))
  await context.addInitScript(`(() => {
    window.__shifts = []
    const describe = (node) => {
      if (!node || !node.tagName) return String(node && node.nodeName)
      const id = node.getAttribute('data-testid')
      return node.tagName.toLowerCase() + (id ? '[' + id + ']' : '.' + String(node.className).split(' ')[0])
    }
    const box = (rect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries()) {
        window.__shifts.push({
          at: Math.round(shift.startTime),
          value: Math.round(shift.value * 1000) / 1000,
          moved: shift.sources.map((source) => describe(source.node) + ' ' + box(source.previousRect) + ' -> ' + box(source.currentRect)),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })()`)
  const page = await context.newPage()
  await throttle(page, true)
  await visit(page, url)
  // Shifts after the sheet is whole count too (a section or an image arriving late).
  await page.waitForTimeout(2000)
  const shifts =
    await page.evaluate<{ at: number; value: number; moved: string[] }[]>('window.__shifts')
  await context.close()
  for (const { at, value, moved } of shifts) {
    console.log(`${String(at).padStart(6)} ms  ${value.toFixed(3)}  ${moved.join('; ')}`)
  }
  console.log(
    `${shifts.length} shifts, ${shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(3)} in all`,
  )
}

const medianOf = (visits: Visit[], key: keyof Visit) => median(visits.map((one) => one[key]))

function line(name: string, figure: number, target: number, floor?: number, unit = 'ms') {
  const verdict = figure <= target ? 'met' : 'NOT met'
  const beside = floor === undefined ? '' : `  (static page: ${floor} ${unit})`
  console.log(
    `${name.padEnd(44)} ${`${figure} ${unit}`.padStart(9)}  target ≤ ${target} ${unit}: ${verdict}${beside}`,
  )
}

/** The visits' total blocking time against its target, and beside it the same from navigation. */
function printBlocking(which: string, visits: Visit[]) {
  line(
    `blocking time while a sheet loads (${which})`,
    medianOf(visits, 'blockingMs'),
    TARGETS.loadBlockingMs,
  )
  console.log(
    `  same, counted from navigation, not from the first paint: ` +
      `${medianOf(visits, 'blockingFromNavigationMs')} ms`,
  )
}

function printTaps(taps: Taps) {
  line('tap a defence tile to its breakdown', median(taps.tileMs), TARGETS.tapMs)
  line('tap a roll icon to the roll dialog', median(taps.rollDialogMs), TARGETS.tapMs)
  line('Stamina keystroke in the editor to Soak', median(taps.editorMs), TARGETS.tapMs)
}

async function main() {
  buildWebUnlessQuick()
  const folder = mkdtempSync(join(tmpdir(), 'loom-bench-phone-'))
  const { server, url } = await startWebServer(folder)
  const browser = await launchChromium()
  try {
    const { storageState, typical, large, shared } = await prepare(browser, url)
    const typicalUrl = `${url}/characters/${typical}`
    if (process.env.BENCH_PHONE_PART === 'taps') {
      printTaps(await measureTaps(browser, storageState, url, typical))
      return
    }
    if (process.env.BENCH_PHONE_PART === 'waterfall') {
      await printWaterfall(browser, storageState, typicalUrl)
      return
    }
    if (process.env.BENCH_PHONE_PART === 'shifts') {
      await printShifts(browser, storageState, typicalUrl)
      return
    }
    if (process.env.BENCH_PHONE_PART === 'first') {
      const visits = await firstVisits(browser, storageState, typicalUrl, sheetMarks(TYPICAL_SHEET))
      line(
        'first visit, typical sheet: top on screen',
        medianOf(visits, 'topMs'),
        TARGETS.firstTopMs,
      )
      line('first visit, typical sheet: whole', medianOf(visits, 'wholeMs'), TARGETS.firstWholeMs)
      line('first visit, typical sheet: LCP', medianOf(visits, 'lcpMs'), TARGETS.firstLcpMs)
      printBlocking('first visit', visits)
      return
    }
    const largeUrl = `${url}/characters/${large}`
    const typicalMarks = sheetMarks(TYPICAL_SHEET)
    const largeMarks = sheetMarks(LARGE_SHEET)

    const first = await firstVisits(browser, storageState, typicalUrl, typicalMarks)
    const landing = await firstVisits(browser, undefined, url, LANDING_MARKS)
    const visitor = await firstVisits(
      browser,
      undefined,
      `${url}/characters/${shared}`,
      typicalMarks,
    )
    const repeatTypical = await repeatVisits(browser, storageState, typicalUrl, typicalMarks)
    const repeatLarge = await repeatVisits(browser, storageState, largeUrl, largeMarks)

    const typicalStatic = await staticCopy(browser, storageState, typicalUrl, typicalMarks)
    const largeStatic = await staticCopy(browser, storageState, largeUrl, largeMarks)
    const floors = {
      first: await firstVisits(browser, undefined, typicalStatic.url, typicalMarks),
      repeatTypical: await repeatVisits(
        browser,
        undefined,
        typicalStatic.url,
        typicalMarks,
        'static page',
      ),
      repeatLarge: await repeatVisits(
        browser,
        undefined,
        largeStatic.url,
        largeMarks,
        'static page',
      ),
    }
    typicalStatic.close()
    largeStatic.close()

    const taps = await measureTaps(browser, storageState, url, typical)
    const lighthouse = await lighthouseRuns(
      url,
      QUICK
        ? [{ name: 'landing', path: '/' }]
        : [
            { name: 'landing', path: '/' },
            { name: 'sheet', path: `/characters/${typical}` },
            {
              name: 'chronicle',
              path: `/chronicles/${await chronicleOf(browser, storageState, url)}`,
            },
          ],
    )

    console.log(`phone: 390×844, CPU ${CPU_SLOWDOWN}× slower, first visits over slow 4G; medians`)
    line(
      'first visit, typical sheet: top on screen',
      medianOf(first, 'topMs'),
      TARGETS.firstTopMs,
      medianOf(floors.first, 'topMs'),
    )
    line(
      'first visit, typical sheet: whole',
      medianOf(first, 'wholeMs'),
      TARGETS.firstWholeMs,
      medianOf(floors.first, 'wholeMs'),
    )
    line(
      'first visit, typical sheet: LCP',
      medianOf(first, 'lcpMs'),
      TARGETS.firstLcpMs,
      medianOf(floors.first, 'lcpMs'),
    )
    console.log(
      `${'first visit, typical sheet: answers taps'.padEnd(44)} ${`${medianOf(first, 'interactiveMs')} ms`.padStart(9)}  (no target: when React has taken the page over)`,
    )
    line('first visit, landing page: on screen', medianOf(landing, 'wholeMs'), TARGETS.firstTopMs)
    line('first visit, landing page: LCP', medianOf(landing, 'lcpMs'), TARGETS.firstLcpMs)
    line(
      'first visit, public sheet (visitor): whole',
      medianOf(visitor, 'wholeMs'),
      TARGETS.firstWholeMs,
    )
    line('first visit, public sheet (visitor): LCP', medianOf(visitor, 'lcpMs'), TARGETS.firstLcpMs)
    line(
      'repeat visit, typical sheet: whole',
      medianOf(repeatTypical, 'wholeMs'),
      TARGETS.repeatTypicalMs,
      medianOf(floors.repeatTypical, 'wholeMs'),
    )
    line(
      'repeat visit, large sheet: whole',
      medianOf(repeatLarge, 'wholeMs'),
      TARGETS.repeatLargeMs,
      medianOf(floors.repeatLarge, 'wholeMs'),
    )
    printTaps(taps)
    printBlocking('first visit', first)
    printBlocking('repeat', repeatTypical)
    console.log(
      `layout shift while loading (CLS): typical ${medianOf(first, 'layoutShift')}, ` +
        `large ${medianOf(repeatLarge, 'layoutShift')}, landing ${medianOf(landing, 'layoutShift')}`,
    )
    for (const figures of lighthouse) {
      console.log(
        `Lighthouse mobile, ${figures.page.padEnd(9)} score ${figures.score}, LCP ${figures.lcpMs} ms, ` +
          `TBT ${figures.tbtMs} ms, CLS ${figures.cls}`,
      )
    }
    writeResults('phone', {
      targets: TARGETS,
      first,
      landing,
      visitor,
      repeatTypical,
      repeatLarge,
      floors,
      taps,
      lighthouse,
    })
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    rmSync(folder, { recursive: true, force: true })
  }
}

/** A chronicle of the signed-in player's, with their typical character in it. */
async function chronicleOf(browser: Browser, storageState: StorageState, url: string) {
  const context = await browser.newContext({ storageState })
  const page = await context.newPage()
  await page.goto(url)
  const id = await page.evaluate<number>(`(async () => {
    const response = await fetch('/api/v1/chronicles', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + localStorage.getItem('jwt') },
      body: JSON.stringify({ chronicle: { name: 'Bench Chronicle' } }),
    })
    return (await response.json()).id
  })()`)
  await context.close()
  return id
}

await main()
