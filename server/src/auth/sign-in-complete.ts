import type { FastifyInstance, FastifyReply } from 'fastify'
import type { PlayerRow } from '../db/schema.ts'
import type { Csrf } from '../http/csrf.ts'
import { escapeHtml, sendHtmlPage } from '../http/html-page.ts'
import type { SessionCookie } from './session-cookie.ts'
import type { SessionTokens } from './session-token.ts'

/**
 * The last step of every sign-in: a page whose script stores the session token under
 * localStorage "jwt" and returns to where the player started. The script is a file of
 * its own so the Content Security Policy can forbid inline scripts.
 */
const SCRIPT_PATH = '/auth/sign-in-complete.js'
const SCRIPT = `const data = document.getElementById('sign-in-complete').dataset
localStorage.setItem('jwt', data.token)
location.replace(data.returnPath || '/')
`

export function registerSignInCompleteScript(app: FastifyInstance): void {
  app.get(SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  )
}

export async function sendSignedIn(
  reply: FastifyReply,
  deps: { csrf: Csrf; sessionTokens: SessionTokens; sessionCookie: SessionCookie },
  player: PlayerRow,
  returnPath: string | undefined,
): Promise<FastifyReply> {
  const token = await deps.sessionTokens.issue(player.id)
  const target = returnPath ?? '/'
  deps.sessionCookie.set(reply, token)
  return sendHtmlPage(reply, 200, {
    csrf: deps.csrf,
    title: 'Signed in',
    body: `<div id="sign-in-complete" data-token="${escapeHtml(token)}" data-return-path="${escapeHtml(target)}"></div>
<p>Signed in as ${escapeHtml(player.display_name)}. <a href="${escapeHtml(target)}">Continue</a></p>`,
    scripts: [SCRIPT_PATH],
  })
}
