import type { FastifyInstance } from 'fastify'

/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), except that an empty body
 * is no body: clients such as the reference app's send `Content-Type: application/json` on
 * every request, a DELETE or a field-less POST included.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined)
    return parseJson(request, body, done)
  })
}
