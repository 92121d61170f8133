import { displayNameSchema } from '@loom/core'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { Csrf } from '../http/csrf.ts'
import { validate } from '../http/errors.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { requireAuthenticityToken } from './authenticity-check.ts'
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './passkey-ceremonies.ts'
import { createPlayerWithPasskey } from './passkey-credentials.ts'
import { relyingPartyFor } from './relying-party.ts'
import { safeReturnPath } from './return-path.ts'
import type { SessionCookie } from './session-cookie.ts'
import type { SessionTokens } from './session-token.ts'

interface PasskeyDeps {
  db: RouteOptions['db']
  csrf: Csrf
  sessionTokens: SessionTokens
  sessionCookie: SessionCookie
  publicUrl: string | undefined
}

const newAccountSchema = z.looseObject({ display_name: displayNameSchema })
const answerSchema = z.looseObject({ credential: z.unknown(), origin: z.unknown().optional() })

/**
 * Passkey sign-in for visitors: create an account with a passkey (a display name, nothing
 * else), or sign in with one. JSON posts carrying the page's authenticity token; the answer
 * is the session token the web app stores, as the provider sign-ins' last page does.
 */
export function registerPasskeySignIn(app: FastifyInstance, deps: PasskeyDeps): void {
  const { db } = deps
  const guards = { preHandler: requireAuthenticityToken(deps.csrf) }
  const signedIn = async (reply: FastifyReply, playerId: number, origin: unknown) => {
    const token = await deps.sessionTokens.issue(playerId)
    deps.sessionCookie.set(reply, token)
    return { token, return_path: safeReturnPath(origin) ?? '/' }
  }

  app.post('/auth/passkey/new/options', guards, async (request) => {
    const { display_name } = validate(newAccountSchema, request.body)
    const rp = relyingPartyFor(request, deps.publicUrl)
    return registrationOptions(
      db,
      rp,
      'passkey-new-account',
      { name: display_name, existing: [] },
      { displayName: display_name },
    )
  })

  app.post('/auth/passkey/new', guards, async (request, reply) => {
    const body = validate(answerSchema, request.body)
    const rp = relyingPartyFor(request, deps.publicUrl)
    const { credential, context } = await verifyRegistration(
      db,
      rp,
      'passkey-new-account',
      body.credential,
    )
    const player = await createPlayerWithPasskey(db, context.displayName ?? 'Player', credential)
    return signedIn(reply, player.id, body.origin)
  })

  app.post('/auth/passkey/options', guards, async (request) =>
    authenticationOptions(db, relyingPartyFor(request, deps.publicUrl)),
  )

  app.post('/auth/passkey', guards, async (request, reply) => {
    const body = validate(answerSchema, request.body)
    const player = await verifyAuthentication(
      db,
      relyingPartyFor(request, deps.publicUrl),
      body.credential,
    )
    return signedIn(reply, player.id, body.origin)
  })
}
