import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/schema.ts'
import type { Csrf } from '../http/csrf.ts'
import { sendMessagePage } from '../http/html-page.ts'
import { findPlayer } from '../players/player-accounts.ts'
import { checkAuthenticityToken, formFields } from './authenticity-check.ts'
import { emailConsentOf, sendEmailConsentPage } from './email-consent.ts'
import { linkProfile, signInWithProfile } from './identities.ts'
import type { OidcClient } from './oidc-client.ts'
import { displayNameFromProfile } from './profile-name.ts'
import { safeReturnPath } from './return-path.ts'
import type { SessionCookie } from './session-cookie.ts'
import type { SessionTokens } from './session-token.ts'
import { rememberChallenge, takeChallenge } from './sign-in-challenges.ts'
import { sendSignedIn } from './sign-in-complete.ts'

/** A sign-in through another site: Google, Discord, or an OpenID provider a group runs. */
export interface SignInProvider {
  /** The provider id stored with each identity; its pages live at /auth/<id>. */
  id: string
  label: string
  /** Undefined when the host has not configured it. */
  client: OidcClient | undefined
  /** Which settings the host would set to enable it. */
  settings: string
  /** Asks the player first whether the provider may tell us their e-mail (Discord). */
  asksEmailConsent: boolean
}

/** Holds the pending sign-in's checks between leaving for the provider and coming back. */
const PENDING_COOKIE = 'loom_oidc'
const PENDING_MAX_AGE_SECONDS = 10 * 60
const SETTINGS_PATH = '/settings'

const pendingSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnPath: z.string().optional(),
  /** Set when a signed-in player adds this provider as another way in. */
  linkTo: z.number().int().positive().optional(),
})

interface ProviderDeps {
  db: Db
  csrf: Csrf
  sessionTokens: SessionTokens
  sessionCookie: SessionCookie
  publicUrl: string | undefined
}

/**
 * The authorization-code round trip with state, nonce (OpenID) and PKCE. The state is also
 * kept in the database and used up by the first callback, so a replayed callback is refused
 * even with its cookie. A form carrying the player's session token adds the provider to that
 * player instead of signing in; an account already tied to someone else is refused.
 */
export function registerProviderSignIn(
  app: FastifyInstance,
  deps: ProviderDeps,
  provider: SignInProvider,
): void {
  const { csrf, db } = deps
  const startPath = `/auth/${provider.id}`
  const callbackPath = `${startPath}/callback`
  const { client, label } = provider
  if (!client) {
    const notConfigured = async (_request: FastifyRequest, reply: FastifyReply) =>
      sendMessagePage(
        reply,
        csrf,
        503,
        `${label} sign-in is not configured`,
        `This server has no ${label} client. Set ${provider.settings} to enable it.`,
      )
    app.post(startPath, notConfigured)
    app.get(callbackPath, notConfigured)
    return
  }

  const siteUrl = (request: FastifyRequest) =>
    deps.publicUrl ?? `${request.protocol}://${request.host}`
  const failed = (reply: FastifyReply, status: number, heading: string, text: string) =>
    sendMessagePage(reply, csrf, status, heading, text)

  app.post(startPath, { preHandler: checkAuthenticityToken(csrf) }, async (request, reply) => {
    const body = formFields(request.body)
    let linkTo: number | undefined
    if (body.session_token !== undefined) {
      linkTo =
        typeof body.session_token === 'string'
          ? await deps.sessionTokens.playerIdOf(body.session_token)
          : undefined
      if (linkTo === undefined) {
        return failed(
          reply,
          401,
          'Sign in again',
          `Your session has ended, so ${label} cannot be added to it. Sign in and try again from Settings.`,
        )
      }
    }
    const shareEmail = emailConsentOf(body.share_email)
    if (provider.asksEmailConsent && shareEmail === undefined) {
      return sendEmailConsentPage(reply, csrf, {
        action: startPath,
        label,
        fields: stringFields(body, ['origin', 'session_token']),
      })
    }
    let started: Awaited<ReturnType<typeof client.start>>
    try {
      started = await client.start(`${siteUrl(request)}${callbackPath}`, {
        shareEmail: shareEmail === true,
      })
    } catch (error) {
      request.log.warn({ reason: failureReason(error) }, `${label} unreachable`)
      return failed(
        reply,
        502,
        `${label} sign-in is unavailable`,
        `${label} could not be reached. Try again in a minute.`,
      )
    }
    await rememberChallenge(db, started.pending.state, 'oauth')
    const pending = {
      ...started.pending,
      returnPath: linkTo ? SETTINGS_PATH : safeReturnPath(body.origin),
      ...(linkTo ? { linkTo } : {}),
    }
    reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
      signed: true,
      httpOnly: true,
      // Lax, not Strict: the cookie must come back on the provider's top-level redirect.
      sameSite: 'lax',
      secure: siteUrl(request).startsWith('https:'),
      path: startPath,
      maxAge: PENDING_MAX_AGE_SECONDS,
    })
    return reply.redirect(started.url.href, 303)
  })

  app.get(callbackPath, async (request, reply) => {
    const pending = readPending(request)
    reply.clearCookie(PENDING_COOKIE, { path: startPath })
    if (!pending || !(await takeChallenge(db, pending.state, 'oauth'))) {
      return failed(
        reply,
        400,
        'Sign-in expired',
        'This sign-in was started too long ago, in another browser, or has already been used. Start again.',
      )
    }
    let profile: Awaited<ReturnType<typeof client.finish>>
    try {
      profile = await client.finish(new URL(request.url, siteUrl(request)), pending)
    } catch (error) {
      request.log.warn({ reason: failureReason(error) }, `${label} sign-in refused`)
      return failed(
        reply,
        400,
        `${label} sign-in failed`,
        `${label} did not confirm this sign-in, or it was cancelled. Start again.`,
      )
    }
    const email = profile.emailVerified ? profile.email : undefined
    const identity = {
      provider: provider.id,
      uid: profile.sub,
      email,
      displayName: displayNameFromProfile(profile.name, email),
    }
    if (pending.linkTo === undefined) {
      const player = await signInWithProfile(db, identity)
      return sendSignedIn(reply, deps, player, pending.returnPath)
    }
    const outcome = await linkProfile(db, pending.linkTo, identity)
    if (outcome === 'another player') {
      return failed(
        reply,
        409,
        `This ${label} account belongs to another player`,
        `It already signs in to a different Loom account, so it was not added to yours and nothing was merged. Sign in with it and remove it there first, or use another ${label} account.`,
      )
    }
    const player = await findPlayer(db, pending.linkTo)
    if (!player) return failed(reply, 404, 'Account deleted', 'Your account no longer exists.')
    return sendSignedIn(reply, deps, player, pending.returnPath)
  })
}

/** openid-client puts the failed check (e.g. the "iss" claim) in the cause; log that, not the code. */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

function stringFields(body: Record<string, unknown>, names: string[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of names) {
    const value = body[name]
    if (typeof value === 'string') fields[name] = value
  }
  return fields
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
