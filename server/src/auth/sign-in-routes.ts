import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { GoogleConfig } from '../config.ts'
import type { Csrf } from '../http/csrf.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { registerDeveloperSignIn } from './developer.ts'
import { registerGoogleSignIn } from './google.ts'
import type { SessionTokens } from './session-token.ts'
import { registerSignInCompleteScript } from './sign-in-complete.ts'

export interface SignInOptions {
  db: RouteOptions['db']
  csrf: Csrf
  sessionTokens: SessionTokens
  production: boolean
  google: GoogleConfig | undefined
  publicUrl: string | undefined
  rateLimitPerMinute: number
}

/** Everything under /auth: the sign-in providers, rate limited per client address. */
export async function signInRoutes(app: FastifyInstance, options: SignInOptions): Promise<void> {
  // Registered inside this plugin, so the limit covers /auth routes only.
  await app.register(rateLimit, { max: options.rateLimitPerMinute, timeWindow: 60_000 })
  registerSignInCompleteScript(app)
  registerDeveloperSignIn(app, options)
  registerGoogleSignIn(app, options)
}
