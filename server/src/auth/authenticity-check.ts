import type { FastifyReply, FastifyRequest } from 'fastify'
import { CSRF_PARAM, type Csrf } from '../http/csrf.ts'
import { forbidden } from '../http/errors.ts'
import { sendMessagePage } from '../http/html-page.ts'

/**
 * A preHandler for sign-in form posts: a post without this browser's authenticity token
 * gets a page asking to reload, and goes no further.
 */
export function checkAuthenticityToken(csrf: Csrf) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (csrf.isValid(request, formFields(request.body)[CSRF_PARAM])) return
    return sendMessagePage(
      reply,
      csrf,
      403,
      'Sign-in expired',
      'This sign-in form is out of date. Reload the page and try again.',
    )
  }
}

/** The same check for the passkey sign-in's JSON posts: a 403 with the same advice. */
export function requireAuthenticityToken(csrf: Csrf) {
  return async (request: FastifyRequest) => {
    if (!csrf.isValid(request, formFields(request.body)[CSRF_PARAM])) {
      throw forbidden('This sign-in form is out of date. Reload the page and try again.')
    }
  }
}

/** A form body's fields; an absent or non-object body has none. */
export function formFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}
