import { unprocessable } from './errors.ts'

/**
 * The fields of a create or update body, which clients send either wrapped under the
 * kind's name ({"player": {…}}) or bare ({…}).
 */
export function unwrapBody(body: unknown, kind: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw unprocessable({ [kind]: [{ error: `Send the ${kind} fields as a JSON object` }] })
  }
  return kind in body ? (body as Record<string, unknown>)[kind] : body
}

/** A path id: a positive integer, or undefined for anything else. */
export function parseId(value: string): number | undefined {
  return /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : undefined
}
