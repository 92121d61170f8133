import type { FastifyInstance } from 'fastify'

/** Answers once the server listens; it only listens after the migrations ran. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ ok: true }))
}
