/**
 * The one sentence a player sees when a call fails (spec §8):
 * - 401, 403, 404: the server's own message;
 * - 500: the server's message, or 'Internal Server Error';
 * - field errors: 'field: first error' joined by commas;
 * - anything without a structured body: 'Error'.
 */
export function errorMessage(status: number, body: unknown): string {
  const serverMessage = messageOf(body)
  if (status === 401 || status === 403 || status === 404) return serverMessage ?? 'Error'
  if (status === 500) return serverMessage ?? 'Internal Server Error'
  return fieldErrors(body) ?? serverMessage ?? 'Error'
}

function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined
  const { error } = body
  return typeof error === 'string' && error.trim() !== '' ? error : undefined
}

function fieldErrors(body: unknown): string | undefined {
  const parts = Object.entries(refusedFields(body)).map(([field, text]) => `${field}: ${text}`)
  return parts.length > 0 ? parts.join(', ') : undefined
}

/** The fields a refusal's body names (`{field: [{error}]}`), each with its first error. */
export function refusedFields(body: unknown): Record<string, string> {
  if (!isRecord(body)) return {}
  return Object.fromEntries(
    Object.entries(body).flatMap(([field, errors]) => {
      if (!Array.isArray(errors)) return []
      const first: unknown = errors[0]
      const text = isRecord(first) ? first.error : first
      return typeof text === 'string' ? [[field, text]] : []
    }),
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
