import { type KindDefinition, validationErrors } from '@loom/core'
import type { z } from 'zod'
import { unprocessable } from '../http/errors.ts'

/**
 * The fields of a create or PATCH body, which clients send wrapped under the kind's name
 * ({"character": {…}}) or bare ({…}); an empty body means no fields. Parsed with the kind's
 * strict schema, so an unknown or server-managed field is a 422 naming it.
 */
export function parseItemBody<T>(kind: KindDefinition, schema: z.ZodType<T>, body: unknown): T {
  const fields = unwrapped(kind, body ?? {})
  const result = schema.safeParse(fields)
  if (!result.success) throw unprocessable(validationErrors(result.error))
  return result.data
}

function unwrapped(kind: KindDefinition, body: unknown): unknown {
  if (!isObject(body)) {
    throw unprocessable({ body: [{ error: `Send the ${kind.name} fields as a JSON object` }] })
  }
  if (!Object.hasOwn(body, kind.name)) return body
  const others = Object.keys(body).filter((key) => key !== kind.name)
  if (others.length > 0) {
    throw unprocessable(
      Object.fromEntries(
        others.map((key) => [
          key,
          [{ error: `${key} must go inside "${kind.name}" with the other fields` }],
        ]),
      ),
    )
  }
  const fields = body[kind.name]
  if (!isObject(fields)) {
    throw unprocessable({ [kind.name]: [{ error: `${kind.name} must be an object of fields` }] })
  }
  return fields
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
