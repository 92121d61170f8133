import type { z } from 'zod'
import { fieldLabel } from './field-label.ts'
import { isServerManaged } from './registry.ts'

/** The body of a 422 answer: each offending field with its messages. */
export type ValidationErrors = Record<string, { error: string }[]>

/** Adds one message under a field, keeping earlier ones. */
export function addValidationError(errors: ValidationErrors, field: string, message: string): void {
  // Own keys only, defined rather than assigned: a field may be named "toString" or
  // "__proto__", which a plain object already answers for or would treat as its prototype.
  if (!Object.hasOwn(errors, field)) {
    Object.defineProperty(errors, field, {
      value: [],
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  const messages = errors[field]!
  if (!messages.some((entry) => entry.error === message)) messages.push({ error: message })
}

function unknownFieldMessage(field: string, atTopLevel: boolean): string {
  if (atTopLevel && isServerManaged(field)) {
    return `${field} is set by the server and cannot be written`
  }
  return `${field} is not a known field`
}

/**
 * Turns a ZodError into the API's 422 body `{ field: [{ error: "message" }] }`, keyed by the
 * top-level field; each unknown key gets its own entry.
 */
export function validationErrors(error: z.ZodError): ValidationErrors {
  const errors: ValidationErrors = {}
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key]
        addValidationError(
          errors,
          String(path[0]),
          unknownFieldMessage(fieldLabel(path), issue.path.length === 0),
        )
      }
      continue
    }
    addValidationError(
      errors,
      issue.path.length === 0 ? 'body' : String(issue.path[0]),
      issue.message,
    )
  }
  return errors
}
