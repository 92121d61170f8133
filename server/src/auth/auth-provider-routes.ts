import type { FastifyInstance } from 'fastify'
import { developerSignInAvailable } from './developer.ts'

/** Which sign-in buttons the web app shows to this visitor. Public. */
export async function authProviderRoutes(
  app: FastifyInstance,
  options: { googleConfigured: boolean; production: boolean },
): Promise<void> {
  app.get('/api/v1/auth_providers', async (request) => ({
    google: options.googleConfigured,
    developer: developerSignInAvailable(request, options.production),
  }))
}
