import type { FastifyInstance } from 'fastify'

/**
 * Headers every response carries. The token lives in localStorage, so the policy that
 * keeps foreign scripts out is what protects it. Styles allow 'unsafe-inline' because
 * MUI (emotion) injects style tags at run time.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // 'self' covers the live channel's ws:/wss: on this host (CSP Level 3); no other host is asked.
  "connect-src 'self'",
  // Portrait links point anywhere on the web (docs/architecture.md, Portraits).
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ')

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  }
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000'
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers)
    return payload
  })
}
