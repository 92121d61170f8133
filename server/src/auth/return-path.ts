/**
 * The page a browser goes back to after signing in. Only a path on this site is kept,
 * so a crafted sign-in link cannot send the fresh session somewhere else
 * (`//evil.example`, `https://…`, `/\evil.example` and the like are refused).
 */
const CHECK_ORIGIN = 'http://return-path.invalid'

export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  // Browsers read a backslash as a slash; control characters and spaces have no place here.
  if (/[\\\s\p{C}]/u.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, CHECK_ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== CHECK_ORIGIN) return undefined
  if (/^\/(auth|api|cable)(\/|$)/.test(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
