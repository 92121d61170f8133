import type { FastifyRequest } from 'fastify'

/**
 * Whether the client takes a gzipped body (Accept-Encoding names gzip, or *, without q=0).
 * Full sheets are large and change rarely, so they are sent compressed to every browser.
 */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding']
  if (header === undefined) return false
  return header.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';')
    if (coding !== 'gzip' && coding !== '*') return false
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
    return !quality.some((value) => value !== undefined && Number(value) === 0)
  })
}
