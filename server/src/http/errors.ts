import type { FastifyError, FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { isForeignKeyViolation, LimitReached } from '../db/constraint-errors.ts'

/**
 * The API's error contract in one place: 401/403/404 carry {"error": "…"}, validation
 * failures are 422 with {field: [{error: "…"}]}, anything unexpected is a logged 500.
 * Routes throw these; the handler below turns them into responses.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${statusCode}`)
  }
}

export type FieldErrors = Record<string, { error: string }[]>

export const unauthorized = (message = 'You need to sign in to do that') =>
  new HttpError(401, { error: message })
export const forbidden = (message: string) => new HttpError(403, { error: message })
export const notFound = (message: string) => new HttpError(404, { error: message })
export const unprocessable = (errors: FieldErrors) => new HttpError(422, errors)

/** Parses a value with a zod schema, or throws a 422 naming each offending field. */
export function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw unprocessable(fieldErrorsOf(result.error))
  return result.data
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  // A Map, not a plain object: a field may be named "toString" or "constructor", which a
  // plain object already answers for.
  const errors = new Map<string, { error: string }[]>()
  const add = (field: string, message: string) => {
    const messages = errors.get(field) ?? []
    messages.push({ error: message })
    errors.set(field, messages)
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      // A nested unknown key is named by its whole path (`roll.faces`), as other fields are.
      for (const key of issue.keys) {
        const field = [...issue.path, key].join('.')
        add(
          field,
          issue.path.length > 0 ? `${field} is not a known field` : `${key} cannot be changed`,
        )
      }
    } else {
      add(issue.path.length > 0 ? issue.path.join('.') : 'base', issue.message)
    }
  }
  return Object.fromEntries(errors)
}

/** Messages for the errors Fastify raises itself while reading a request. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body)
    if (error instanceof LimitReached) {
      return reply.code(422).send({ [error.field]: [{ error: error.message }] })
    }
    if (isForeignKeyViolation(error)) {
      return reply.code(404).send({ error: 'What this change refers to no longer exists' })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The route's own limit: an import or a portrait takes more than other routes.
      const limit = request.routeOptions.bodyLimit
      return reply.code(413).send({ error: `The request body is larger than ${mebibytes(limit)}` })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: fastifyMessages[error.code] ?? error.message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ error: 'Internal Server Error' })
  })
}

/** 1048576 → "1 MiB"; 1572864 → "1.5 MiB". */
function mebibytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MiB`
}
