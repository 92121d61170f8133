import type { FastifyInstance } from 'fastify'
import { unprocessable } from './errors.ts'

/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), with two differences:
 * - an empty body is no body: clients such as the reference app's send
 *   `Content-Type: application/json` on every request, a DELETE or a field-less POST included;
 * - text that no database stores alike is refused here, for every route and both databases: a
 *   NUL character (PostgreSQL's jsonb and text refuse it) or half of a surrogate pair (not
 *   Unicode, so not valid UTF-8 to store).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString() // parseAs 'string' hands over a string already
    if (text.trim() === '') return done(null, undefined)
    parseJson(request, text, (error, value) => {
      if (error) return done(error)
      const where = unstorableTextIn(value)
      if (where === null) return done(null, value)
      return done(
        unprocessable({
          [where]: [
            {
              error: `${where} contains a NUL character or an unpaired surrogate, which cannot be stored`,
            },
          ],
        }),
      )
    })
  })
}

/** In `u` mode a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}

/** The path (`ties[0].subject`) of the first key or string that cannot be stored, or null. */
function unstorableTextIn(value: unknown, path = ''): string | null {
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
