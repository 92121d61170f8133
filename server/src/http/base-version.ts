import type { FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'

/**
 * The request header naming the version of the item a change was based on (a PATCH sent late,
 * by a device that was offline). Without it a PATCH applies over whatever is stored.
 */
export const BASE_VERSION_HEADER = 'loom-base-version'

/** The version sent in `Loom-Base-Version`, undefined without one; a 400 if it is not a number. */
export function baseVersionOf(request: FastifyRequest): number | undefined {
  const value = request.headers[BASE_VERSION_HEADER]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) {
    throw new HttpError(400, {
      error: 'Loom-Base-Version must be the version number the change was based on',
    })
  }
  return Number(value.trim())
}
