import type { FastifyInstance } from 'fastify'
import { unstorableText, unstorableTextIn } from './storable-text.ts'

/**
 * The body's text rule for the rest of a request: a query string, a route parameter or a header
 * holding text no database stores alike is a 422 naming it, before any route reads it.
 */
export function registerRequestTextRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.headers]) {
      const where = unstorableTextIn(part ?? {})
      if (where !== null) throw unstorableText(where)
    }
  })
}
