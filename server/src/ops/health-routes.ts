import type { FastifyInstance } from 'fastify'
import { type ReadinessCheck, readinessOf } from './readiness.ts'

/**
 * GET /healthz: the process is alive (it listens only after the migrations ran), for a
 * supervisor deciding whether to restart it. GET /readyz: it can serve now, its database and
 * (when configured) Redis answering, for a load balancer deciding whether to send it
 * traffic; it fails while either is down and recovers by itself when they are back.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { checks: readonly ReadinessCheck[] },
): Promise<void> {
  app.get('/healthz', async () => ({ ok: true }))
  app.get('/readyz', async (_request, reply) => {
    const { ready, checks } = await readinessOf(options.checks, (name, error) =>
      app.log.warn({ err: error, dependency: name }, 'not ready'),
    )
    return reply.code(ready ? 200 : 503).send({ ready, ...checks })
  })
}
