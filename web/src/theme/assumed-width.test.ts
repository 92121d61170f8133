import { describe, expect, it } from 'vitest'
import { assumedWidthFor, DESKTOP_WIDTH, matchesWidth, PHONE_WIDTH } from './assumed-width.ts'

describe('assumedWidthFor', () => {
  it('takes a phone for a mobile user agent or client hint, and a desktop otherwise', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
    expect(assumedWidthFor(android, undefined)).toBe(PHONE_WIDTH)
    expect(assumedWidthFor('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', '?1')).toBe(PHONE_WIDTH)
    expect(assumedWidthFor('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', '?0')).toBe(
      DESKTOP_WIDTH,
    )
    expect(assumedWidthFor(undefined, undefined)).toBe(DESKTOP_WIDTH)
  })
})

describe('matchesWidth', () => {
  it("answers MUI's breakpoint queries for a width", () => {
    expect(matchesWidth('(min-width:1200px)', 1280)).toBe(true)
    expect(matchesWidth('(min-width:1200px)', 390)).toBe(false)
    expect(matchesWidth('(max-width:899.95px)', 390)).toBe(true)
    expect(matchesWidth('(min-width:600px) and (max-width:899.95px)', 700)).toBe(true)
    expect(matchesWidth('(min-width:600px) and (max-width:899.95px)', 1000)).toBe(false)
  })

  it('matches nothing it cannot read', () => {
    expect(matchesWidth('(orientation: portrait)', 390)).toBe(false)
    expect(matchesWidth('print', 390)).toBe(false)
  })
})
