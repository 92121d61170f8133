/**
 * A probe the browser benchmarks install in a page before any of its scripts: it records, in
 * the page's own clock, the frame in which each mark (the sheet's first screen, the whole
 * sheet) is first on screen, and the long tasks, the first and the largest contentful paint
 * and layout shifts.
 * Timing in the page, not by polling it from Playwright, is what "on screen" means: a check
 * from outside waits for the page's scripts to give the main thread back.
 */
import type { Page } from 'playwright-core'
import type { SheetSize } from './sheet-pages.ts'

/**
 * A moment the page reaches: every selector present at least `count` times. The page itself
 * records when (performance.now() in the frame after, so from navigation start).
 */
export interface Mark {
  readonly name: string
  readonly all: readonly { readonly selector: string; readonly count: number }[]
}

/** The sheet's first screen (name, resources, attributes) and the whole sheet of `size`. */
export function sheetMarks(size: SheetSize): Mark[] {
  return [
    {
      name: 'top',
      all: ['block-basics', 'block-resources', 'block-attributes'].map((id) => ({
        selector: `[data-testid="${id}"]`,
        count: 1,
      })),
    },
    {
      name: 'whole',
      all: [
        { selector: '[data-testid^="weapon-"][data-testid$="-name"]', count: size.weapons },
        { selector: '[data-testid="charm-summary"]', count: size.charms },
      ],
    },
  ]
}

export const LANDING_MARKS: Mark[] = ['top', 'whole'].map((name) => ({
  name,
  all: [{ selector: '[data-testid="promise-sync"]', count: 1 }],
}))

/**
 * Installed before any page script: records each mark's moment, the long tasks, the first and
 * the largest contentful paint and layout shifts, all in the page's own clock.
 */
export function pageProbe(marks: Mark[]): string {
  return `(() => {
    const marks = ${JSON.stringify(marks)}
    const seen = {}
    window.__probe = { seen, longTasks: [], lcp: 0, fcp: 0, shift: 0 }
    const check = () => {
      if (!('interactive' in seen) && document.querySelector('#root[data-interactive]')) {
        seen.interactive = performance.now()
      }
      for (const mark of marks) {
        if (mark.name in seen) continue
        if (mark.all.every(({ selector, count }) => document.querySelectorAll(selector).length >= count)) {
          seen[mark.name] = -1
          requestAnimationFrame(() => { seen[mark.name] = performance.now() })
        }
      }
    }
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-interactive'],
    })
    document.addEventListener('DOMContentLoaded', check)
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) window.__probe.longTasks.push([task.startTime, task.duration])
    }).observe({ type: 'longtask', buffered: true })
    new PerformanceObserver((list) => {
      for (const paint of list.getEntries()) {
        if (paint.name === 'first-contentful-paint') window.__probe.fcp = paint.startTime
      }
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      const entries = list.getEntries()
      window.__probe.lcp = entries[entries.length - 1].startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries()) if (!shift.hadRecentInput) window.__probe.shift += shift.value
    }).observe({ type: 'layout-shift', buffered: true })
  })()`
}

/**
 * Waits until the probe in `page` has recorded moment `name` (a mark on screen, or
 * `interactive`: the app has rendered the page or taken over the server's), and returns it.
 */
export async function probeMomentMs(page: Page, name: string): Promise<number> {
  // A function, not a string: the app's Content Security Policy forbids evaluating strings.
  const recorded = await page.waitForFunction(
    (mark) => {
      const seen = (window as { __probe?: { seen: Record<string, number> } }).__probe?.seen
      const moment = seen?.[mark] ?? 0
      // Truthy once recorded: a mark is -1 until its frame is painted.
      return moment > 0 ? moment : 0
    },
    name,
    { timeout: 60_000 },
  )
  return Math.round(await recorded.jsonValue())
}

/** A long task: when it started and how long it ran, in ms of the page's clock. */
export type LongTask = readonly [start: number, duration: number]

/**
 * Total blocking time as Lighthouse counts it: each long task clipped to the time from the
 * first contentful paint on (`fromMs`), less 50 ms. Before anything is painted there is
 * nothing to tap; the tasks that parse and lay out the page then are its paint's cost.
 */
export function blockingTimeMs(longTasks: readonly LongTask[], fromMs = 0): number {
  let blocking = 0
  for (const [start, duration] of longTasks) {
    const clipped = start + duration - Math.max(start, fromMs)
    if (clipped > 50) blocking += clipped - 50
  }
  return Math.round(blocking)
}
