/**
 * A page rendered on the server cannot measure the screen: it is rendered for the width its
 * user agent suggests (a phone's or a desktop's), and the browser's first render, which
 * hydrates that markup, answers media queries for the same width. Afterwards the real screen
 * decides.
 */
export const PHONE_WIDTH = 390
export const DESKTOP_WIDTH = 1280

/** A phone's width when the browser says it is a mobile one, else a desktop's. */
export function assumedWidthFor(userAgent: string | undefined, mobileHint: string | undefined) {
  return mobileHint === '?1' || /Mobi|Android|iPhone/.test(userAgent ?? '')
    ? PHONE_WIDTH
    : DESKTOP_WIDTH
}

/**
 * Answers a width query (`min-width` and `max-width` in px, joined by `and`, as MUI's
 * breakpoints write them) for a screen `width` pixels wide; anything else does not match.
 */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = query.split(/\s+and\s+/)
  return conditions.every((condition) => {
    const found = /\((min|max)-width:\s*([\d.]+)px\)/.exec(condition)
    if (!found) return false
    const limit = Number(found[2])
    return found[1] === 'min' ? width >= limit : width <= limit
  })
}
