import type { FastifyReply } from 'fastify'
import { CSRF_PARAM, type Csrf } from '../http/csrf.ts'
import { escapeHtml, sendHtmlPage } from '../http/html-page.ts'

/** The answer on the e-mail question: `yes` or `no`; anything else has not been asked yet. */
export function emailConsentOf(value: unknown): boolean | undefined {
  if (value === 'yes') return true
  if (value === 'no') return false
  return undefined
}

/**
 * Asks before a provider is asked for the player's e-mail (Discord's `email` scope): Loom
 * needs none, so the plain choice comes first. Both buttons post the same form on, with the
 * fields it came with.
 */
export function sendEmailConsentPage(
  reply: FastifyReply,
  csrf: Csrf,
  form: { action: string; label: string; fields: Record<string, string> },
): FastifyReply {
  const token = csrf.tokenFor(reply.request, reply)
  const hidden = Object.entries({ ...form.fields, [CSRF_PARAM]: token })
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n')
  const label = escapeHtml(form.label)
  return sendHtmlPage(reply, 200, {
    csrf,
    title: `Sign in with ${form.label}`,
    body: `<h1>Sign in with ${label}</h1>
<p>Loom needs only your ${label} account id. It can also keep the e-mail address ${label} has for you, shown to nobody, if you like.</p>
<form method="post" action="${escapeHtml(form.action)}">
${hidden}
<p><button type="submit" name="share_email" value="no" data-testid="email-consent-no">Continue without my e-mail</button>
<button type="submit" name="share_email" value="yes" data-testid="email-consent-yes">Share my e-mail too</button></p>
</form>`,
  })
}
