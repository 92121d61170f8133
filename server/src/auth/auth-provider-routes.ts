import type { FastifyInstance } from 'fastify'
import { developerSignInAvailable } from './developer.ts'
import type { SignInProvider } from './provider-sign-in.ts'

/**
 * Which ways in the web app offers this visitor. Public. Passkeys always work; each provider
 * says whether the host configured it, so the page can name the ones it has not.
 */
export async function authProviderRoutes(
  app: FastifyInstance,
  options: { providers: SignInProvider[]; production: boolean },
): Promise<void> {
  const providers = options.providers.map((provider) => ({
    id: provider.id,
    label: provider.label,
    configured: provider.client !== undefined,
  }))
  app.get('/api/v1/auth_providers', async (request) => ({
    google: providers.some((provider) => provider.id === 'google_oauth2' && provider.configured),
    developer: developerSignInAvailable(request, options.production),
    passkey: true,
    providers,
  }))
}
