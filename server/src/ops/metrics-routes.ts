import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'

/**
 * GET /metrics on the public port, for a scraper that reaches Loom only through its proxy:
 * registered only when METRICS_TOKEN is set, and answered only to `Authorization: Bearer
 * <METRICS_TOKEN>`.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  options: { registry: Registry; token: string },
): Promise<void> {
  const expected = digest(options.token)
  app.get('/metrics', async (request, reply) => {
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    // Digests of equal length, compared in constant time: the answer's timing says nothing.
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>' })
    }
    return reply
      .header('content-type', options.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await options.registry.metrics())
  })
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
