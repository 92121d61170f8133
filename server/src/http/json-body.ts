import type { FastifyInstance } from 'fastify'
import { unstorableText, unstorableTextIn } from './storable-text.ts'

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
      return where === null ? done(null, value) : done(unstorableText(where))
    })
  })
}
