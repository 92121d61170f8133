import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/schema.ts'
import { CSRF_PARAM, type Csrf } from '../http/csrf.ts'
import { type FieldErrors, fieldErrorsOf, notFound } from '../http/errors.ts'
import { escapeHtml, sendHtmlPage } from '../http/html-page.ts'
import { checkAuthenticityToken, formFields } from './authenticity-check.ts'
import { signInWithProfile } from './identities.ts'
import { isLoopbackRequest } from './loopback.ts'
import { displayNameFromProfile } from './profile-name.ts'
import { safeReturnPath } from './return-path.ts'
import type { SessionCookie } from './session-cookie.ts'
import type { SessionTokens } from './session-token.ts'
import { sendSignedIn } from './sign-in-complete.ts'

/**
 * Developer sign-in: anyone may claim any name and e-mail, so it exists only for a
 * developer on their own machine, never in production, and is a plain 404 elsewhere.
 */
export function developerSignInAvailable(request: FastifyRequest, production: boolean): boolean {
  return !production && isLoopbackRequest(request)
}

const credentialsSchema = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, { error: 'Enter a name' })
    .max(64, { error: 'The name must be at most 64 characters' }),
  email: z
    .string({ error: 'Enter an e-mail address' })
    .trim()
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
})

interface DeveloperDeps {
  db: Db
  csrf: Csrf
  sessionTokens: SessionTokens
  sessionCookie: SessionCookie
  production: boolean
}

export function registerDeveloperSignIn(app: FastifyInstance, deps: DeveloperDeps): void {
  const guards = {
    preHandler: [
      async (request: FastifyRequest) => {
        if (!developerSignInAvailable(request, deps.production)) {
          throw notFound(`No route for ${request.method} ${request.url}`)
        }
      },
      checkAuthenticityToken(deps.csrf),
    ],
  }

  app.post('/auth/developer', guards, async (request, reply) => {
    const body = formFields(request.body)
    return sendForm(reply, deps.csrf, { returnPath: safeReturnPath(body.origin) })
  })

  app.post('/auth/developer/callback', guards, async (request, reply) => {
    const body = formFields(request.body)
    const returnPath = safeReturnPath(body.origin)
    const parsed = credentialsSchema.safeParse(body)
    if (!parsed.success) {
      return sendForm(reply, deps.csrf, {
        returnPath,
        values: body,
        errors: fieldErrorsOf(parsed.error),
      })
    }
    const { name, email } = parsed.data
    const player = await signInWithProfile(deps.db, {
      provider: 'developer',
      uid: email.toLowerCase(),
      email,
      displayName: displayNameFromProfile(name, email),
    })
    return sendSignedIn(reply, deps, player, returnPath)
  })
}

function sendForm(
  reply: FastifyReply,
  csrf: Csrf,
  form: { returnPath: string | undefined; values?: Record<string, unknown>; errors?: FieldErrors },
) {
  const value = (field: string) => {
    const given = form.values?.[field]
    return typeof given === 'string' ? escapeHtml(given) : ''
  }
  const error = (field: string) => {
    const message = form.errors?.[field]?.[0]?.error
    return message ? `<p class="error" id="${field}-error">${escapeHtml(message)}</p>` : ''
  }
  const token = csrf.tokenFor(reply.request, reply)
  return sendHtmlPage(reply, form.errors ? 422 : 200, {
    csrf,
    title: 'Developer sign-in',
    body: `<h1>Developer sign-in</h1>
<form method="post" action="/auth/developer/callback">
<input type="hidden" name="${CSRF_PARAM}" value="${escapeHtml(token)}">
<input type="hidden" name="origin" value="${escapeHtml(form.returnPath ?? '')}">
<p><label for="name">Name</label> <input id="name" name="name" required maxlength="64" autocomplete="name" value="${value('name')}"></p>
${error('name')}
<p><label for="email">E-mail</label> <input id="email" name="email" type="email" required autocomplete="email" value="${value('email')}"></p>
${error('email')}
<p><button type="submit" data-testid="developer-sign-in-submit">Sign in</button></p>
</form>`,
  })
}
