// Helpers shared by the web shell journeys (shell-*.test.ts): viewports, themes, axe.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, screenshot, screenshotDir } from '../src/harness.ts'

export const VIEWPORTS = { desktop: DESKTOP, phone: PHONE } as const
export type ViewportName = keyof typeof VIEWPORTS
export const THEMES = ['light', 'dark'] as const
export type ThemeName = (typeof THEMES)[number]

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Context options for pages that axe checks. The app's CSP forbids inline scripts, which is
 * how axe is injected, so these contexts bypass it; nothing else in the app depends on that.
 */
export const AXE_READY = { bypassCSP: true } as const

/** Switches the theme the way a returning player has it: saved in this browser, then reload. */
export async function useTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.evaluate((mode) => localStorage.setItem('theme', mode), theme)
  await page.reload()
}

/** Waits until no transition runs, so that axe reads colours as they stay. */
export async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
}

/**
 * Fails with the list of serious or critical accessibility violations on the page, if any,
 * once its transitions have settled: a dialog still fading in has text of too little contrast.
 */
export async function assertAccessible(page: Page, label: string): Promise<void> {
  await settleTransitions(page)
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: Array<{
              id: string
              impact: string | null
              help: string
              nodes: Array<{ html: string }>
            }>
          }>
        }
      }
    ).axe
    const result = await axe.run()
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.html)
            .join(' | ')}`,
      )
  })
  assert.deepEqual(violations, [], `${label} has accessibility violations`)
}

/**
 * Switches the theme without a reload, as when another tab changes it: the page keeps
 * whatever state it is in (a dialog, a page shown once).
 */
export async function followTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.evaluate((mode) => {
    localStorage.setItem('theme', mode)
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: mode }))
  }, theme)
  await page.waitForFunction(
    (dark) => (getComputedStyle(document.body).backgroundColor === 'rgb(255, 255, 255)') !== dark,
    theme === 'dark',
  )
}

/**
 * Screenshots of the page as it is, in both themes at desktop and phone sizes, named
 * `{name}-{viewport}-{theme}`. Leaves the page in the light theme at desktop size.
 */
export async function screenshotEverywhere(page: Page, name: string): Promise<void> {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[viewport])
    for (const theme of THEMES) {
      await followTheme(page, theme)
      await screenshot(page, `${name}-${viewport}-${theme}`)
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop)
  await followTheme(page, 'light')
}

/**
 * The open dialog in both themes at desktop and phone sizes, as the screen shows it: a
 * full-page capture would stretch the phone's full-screen dialog to the page's height.
 */
export async function screenshotDialog(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true })
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[viewport])
    for (const theme of THEMES) {
      await followTheme(page, theme)
      // Buttons fade their colours to the new theme after the page's background.
      await page.waitForTimeout(400)
      await page.screenshot({ path: join(screenshotDir, `${name}-${viewport}-${theme}.png`) })
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop)
  await followTheme(page, 'light')
}

/** From the page's next load on, adds up every layout shift it makes (read by layoutShift). */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 }
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.total += shift.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift counted since the page loaded or since the last `restart`. */
export async function layoutShift(page: Page, { restart = false } = {}): Promise<number> {
  return page.evaluate((zero) => {
    const { shifts } = window as unknown as { shifts: { total: number } }
    const total = shifts.total
    if (zero) shifts.total = 0
    return total
  }, restart)
}
