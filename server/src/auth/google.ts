import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { GoogleConfig } from '../config.ts'
import type { Db } from '../db/schema.ts'
import type { Csrf } from '../http/csrf.ts'
import { sendMessagePage } from '../http/html-page.ts'
import { checkAuthenticityToken, formFields } from './authenticity-check.ts'
import { signInWithProfile } from './identities.ts'
import { createOidcClient } from './oidc-client.ts'
import { displayNameFromProfile } from './profile-name.ts'
import { safeReturnPath } from './return-path.ts'
import type { SessionTokens } from './session-token.ts'
import { sendSignedIn } from './sign-in-complete.ts'

const START_PATH = '/auth/google_oauth2'
const CALLBACK_PATH = '/auth/google_oauth2/callback'
/** Holds the pending sign-in's checks between leaving for Google and coming back. */
const PENDING_COOKIE = 'loom_oidc'
const PENDING_MAX_AGE_SECONDS = 10 * 60

const pendingSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnPath: z.string().optional(),
})

interface GoogleDeps {
  db: Db
  csrf: Csrf
  sessionTokens: SessionTokens
  google: GoogleConfig | undefined
  publicUrl: string | undefined
}

/** Google sign-in through OpenID Connect; a clear refusal when it is not configured. */
export function registerGoogleSignIn(app: FastifyInstance, deps: GoogleDeps): void {
  const { google, csrf } = deps
  if (!google) {
    const notConfigured = async (_request: FastifyRequest, reply: FastifyReply) =>
      sendMessagePage(
        reply,
        csrf,
        503,
        'Google sign-in is not configured',
        'This server has no Google client. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to enable it.',
      )
    app.post(START_PATH, notConfigured)
    app.get(CALLBACK_PATH, notConfigured)
    return
  }

  const oidc = createOidcClient(google)
  const siteUrl = (request: FastifyRequest) =>
    deps.publicUrl ?? `${request.protocol}://${request.host}`
  const secureCookie = (request: FastifyRequest) => siteUrl(request).startsWith('https:')

  app.post(START_PATH, { preHandler: checkAuthenticityToken(csrf) }, async (request, reply) => {
    const body = formFields(request.body)
    let started: Awaited<ReturnType<typeof oidc.start>>
    try {
      started = await oidc.start(`${siteUrl(request)}${CALLBACK_PATH}`)
    } catch (error) {
      request.log.warn({ reason: failureReason(error) }, 'OpenID provider unreachable')
      return sendMessagePage(
        reply,
        csrf,
        502,
        'Google sign-in is unavailable',
        'Google could not be reached. Try again in a minute.',
      )
    }
    const pending = { ...started.pending, returnPath: safeReturnPath(body.origin) }
    reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
      signed: true,
      httpOnly: true,
      // Lax, not Strict: the cookie must come back on Google's top-level redirect.
      sameSite: 'lax',
      secure: secureCookie(request),
      path: START_PATH,
      maxAge: PENDING_MAX_AGE_SECONDS,
    })
    return reply.redirect(started.url.href, 303)
  })

  app.get(CALLBACK_PATH, async (request, reply) => {
    const pending = readPending(request)
    reply.clearCookie(PENDING_COOKIE, { path: START_PATH })
    if (!pending) {
      return sendMessagePage(
        reply,
        csrf,
        400,
        'Sign-in expired',
        'This sign-in was started too long ago or in another browser. Start again.',
      )
    }
    let profile: Awaited<ReturnType<typeof oidc.finish>>
    try {
      profile = await oidc.finish(new URL(request.url, siteUrl(request)), pending)
    } catch (error) {
      request.log.warn({ reason: failureReason(error) }, 'Google sign-in refused')
      return sendMessagePage(
        reply,
        csrf,
        400,
        'Google sign-in failed',
        'Google did not confirm this sign-in, or it was cancelled. Start again.',
      )
    }
    const email = profile.emailVerified ? profile.email : undefined
    const player = await signInWithProfile(deps.db, {
      provider: 'google_oauth2',
      uid: profile.sub,
      email,
      displayName: displayNameFromProfile(profile.name, email),
    })
    return sendSignedIn(reply, deps, player, pending.returnPath)
  })
}

/** openid-client puts the failed check (e.g. the "iss" claim) in the cause; log that, not the code. */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

function readPending(request: FastifyRequest) {
  const raw = request.cookies[PENDING_COOKIE]
  if (!raw) return undefined
  const unsigned = request.unsignCookie(raw)
  if (!unsigned.valid || unsigned.value === null) return undefined
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(unsigned.value))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
