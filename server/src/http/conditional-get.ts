import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Weak ETags for shows and lists, and the 304 answer to a matching If-None-Match. A tag is
 * computed from what the body is made of (kind, id, sheet revision, chronicle, whether the
 * viewer sees secrets), so a 304 costs no loading of children. FORMAT goes up whenever the
 * JSON shape changes, so that no client keeps a body of an older shape.
 */
const FORMAT = 2

export function etagOf(parts: readonly (string | number | null)[]): string {
  const digest = createHash('sha1')
    .update(JSON.stringify([FORMAT, ...parts]))
    .digest('base64url')
  return `W/"${digest.slice(0, 27)}"`
}

/** Whether the client already holds the body this tag names (weak comparison, RFC 9110). */
function clientHolds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (header === undefined) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/**
 * Sets the ETag and answers 304 when the client holds that body already; returns true when
 * the answer has been sent.
 */
export function answeredNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): boolean {
  reply.header('etag', etag)
  reply.header('cache-control', 'private, no-cache')
  if (!clientHolds(request, etag)) return false
  reply.code(304).send()
  return true
}
