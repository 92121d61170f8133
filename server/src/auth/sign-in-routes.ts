import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Csrf } from '../http/csrf.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { registerDeveloperSignIn } from './developer.ts'
import { registerPasskeySignIn } from './passkey-routes.ts'
import { registerProviderSignIn, type SignInProvider } from './provider-sign-in.ts'
import { registerSessionCookieRoutes, type SessionCookie } from './session-cookie.ts'
import type { SessionTokens } from './session-token.ts'
import { registerSignInCompleteScript } from './sign-in-complete.ts'

export interface SignInOptions {
  db: RouteOptions['db']
  csrf: Csrf
  sessionTokens: SessionTokens
  sessionCookie: SessionCookie
  production: boolean
  providers: SignInProvider[]
  publicUrl: string | undefined
  rateLimitPerMinute: number
}

/** Everything under /auth: passkeys and the sign-in providers, rate limited per client address. */
export async function signInRoutes(app: FastifyInstance, options: SignInOptions): Promise<void> {
  // Registered inside this plugin, so the limit covers /auth routes only.
  await app.register(rateLimit, { max: options.rateLimitPerMinute, timeWindow: 60_000 })
  registerSignInCompleteScript(app)
  registerSessionCookieRoutes(app, options)
  registerDeveloperSignIn(app, options)
  registerPasskeySignIn(app, options)
  for (const provider of options.providers) registerProviderSignIn(app, options, provider)
}
