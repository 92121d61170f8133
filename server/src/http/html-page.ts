import type { FastifyReply } from 'fastify'
import { CSRF_PARAM, type Csrf } from './csrf.ts'

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function csrfMetaTags(token: string): string {
  return `<meta name="csrf-param" content="${CSRF_PARAM}"><meta name="csrf-token" content="${escapeHtml(token)}">`
}

export interface HtmlPage {
  title: string
  csrfToken: string
  /** Trusted markup; escape every value placed in it. */
  body: string
  scripts?: string[]
}

/** A small server-rendered page (sign-in forms and results), carrying the csrf meta tags. */
export function renderHtmlPage(page: HtmlPage): string {
  const scripts = (page.scripts ?? [])
    .map((src) => `<script src="${escapeHtml(src)}"></script>`)
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${csrfMetaTags(page.csrfToken)}
<title>${escapeHtml(page.title)} · Loom</title>
</head>
<body>
${page.body}
${scripts}
</body>
</html>
`
}

/** Sends a page that must not be cached: it carries this browser's csrf token, sometimes a session. */
export function sendHtmlPage(
  reply: FastifyReply,
  status: number,
  page: Omit<HtmlPage, 'csrfToken'> & { csrf: Csrf },
): FastifyReply {
  const csrfToken = page.csrf.tokenFor(reply.request, reply)
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderHtmlPage({ ...page, csrfToken }))
}

/** A page that tells the visitor what went wrong and leads back to the start. */
export function sendMessagePage(
  reply: FastifyReply,
  csrf: Csrf,
  status: number,
  heading: string,
  message: string,
): FastifyReply {
  return sendHtmlPage(reply, status, {
    csrf,
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>\n<p><a href="/">Back to Loom</a></p>`,
  })
}
