import { type HttpError, unprocessable } from './errors.ts'

/**
 * Text no database stores alike: a NUL character (PostgreSQL's jsonb and text refuse it) or
 * half of a surrogate pair (not Unicode, so not valid UTF-8 to store). Bodies, query strings,
 * route parameters and headers all follow the same rule, so a request never reaches a query
 * with text one engine would refuse.
 */

/** In `u` mode a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}

/** The path (`ties[0].subject`) of the first key or string that cannot be stored, or null. */
export function unstorableTextIn(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path || 'body'
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextIn(item, `${path}[${index}]`)
      if (found !== null) return found
    }
    return null
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const here = path === '' ? key : `${path}.${key}`
      if (!isStorable(key)) return path || 'body'
      const found = unstorableTextIn(item, here)
      if (found !== null) return found
    }
  }
  return null
}

/** The 422 naming where unstorable text was found. */
export function unstorableText(where: string): HttpError {
  return unprocessable({
    [where]: [
      {
        error: `${where} contains a NUL character or an unpaired surrogate, which cannot be stored`,
      },
    ],
  })
}
