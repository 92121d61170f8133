import type { FastifyReply, FastifyRequest } from 'fastify'

export const DEFAULT_PAGE_LIMIT = 6
export const MAX_PAGE_LIMIT = 10

/** Which slice of a list a request asks for. */
export interface PageRequest {
  /** 1-based. */
  page: number
  limit: number
  offset: number
}

/**
 * Reads `page` and `limit` from the query the way the client expects: a missing, zero,
 * negative or non-numeric page means 1; a missing or zero limit means 6, and no limit
 * goes above 10.
 */
export function pageRequestOf(request: FastifyRequest): PageRequest {
  const query = (request.query ?? {}) as Record<string, unknown>
  const page = positiveIntegerOr(query.page, 1)
  const limit = Math.min(positiveIntegerOr(query.limit, DEFAULT_PAGE_LIMIT), MAX_PAGE_LIMIT)
  return { page, limit, offset: (page - 1) * limit }
}

function positiveIntegerOr(value: unknown, fallback: number): number {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return fallback
  const number = Number(value)
  return number >= 1 ? number : fallback
}

/**
 * Sets the paging headers: current-page, page-limit, total-pages (at least 1),
 * total-count and an RFC 8288 link header with absolute URLs (first, previous, next, last)
 * that keep the rest of the query.
 */
export function sendPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageRequest,
  totalCount: number,
): void {
  const totalPages = Math.max(1, Math.ceil(totalCount / page.limit))
  const url = new URL(request.url, `${request.protocol}://${request.host}`)
  const linkTo = (target: number) => {
    const params = new URLSearchParams(url.search)
    params.delete('page')
    params.delete('limit')
    if (target > 1) params.set('page', String(target))
    params.set('limit', String(page.limit))
    return `<${url.origin}${url.pathname}?${params}>`
  }
  const links = [`${linkTo(1)}; rel="first"`]
  if (page.page > 1) links.push(`${linkTo(Math.min(page.page - 1, totalPages))}; rel="previous"`)
  if (page.page < totalPages) links.push(`${linkTo(page.page + 1)}; rel="next"`)
  links.push(`${linkTo(totalPages)}; rel="last"`)
  reply.headers({
    'current-page': String(page.page),
    'page-limit': String(page.limit),
    'total-pages': String(totalPages),
    'total-count': String(totalCount),
    link: links.join(', '),
  })
}
