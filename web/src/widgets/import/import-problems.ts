import { ApiError } from '../../api/client.ts'

/** One thing wrong with an import file: where in the file (empty for the whole file), and why. */
export interface ImportProblem {
  path: string
  messages: string[]
}

/** Keys of a 422 that speak of the whole file rather than a field in it. */
const WHOLE_FILE = new Set(['body', 'base'])

/**
 * Every problem a refused import names: a 422 answers `{"merits[3].rating": [{"error": "…"}]}`,
 * each key a path into the file; any other failure is its one sentence.
 */
export function importProblems(failure: unknown): ImportProblem[] {
  if (!(failure instanceof ApiError)) {
    return [{ path: '', messages: [failure instanceof Error ? failure.message : 'Error'] }]
  }
  const fields = failure.status === 422 ? fieldProblems(failure.body) : []
  return fields.length > 0 ? fields : [{ path: '', messages: [failure.message] }]
}

function fieldProblems(body: unknown): ImportProblem[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return []
  const byPath = new Map<string, string[]>()
  for (const [key, entries] of Object.entries(body)) {
    if (!Array.isArray(entries)) continue
    const path = WHOLE_FILE.has(key) ? '' : key
    byPath.set(path, [...(byPath.get(path) ?? []), ...entries.flatMap(messageOf)])
  }
  return [...byPath]
    .filter(([, messages]) => messages.length > 0)
    .map(([path, messages]) => ({ path, messages }))
}

/** `{"error": "…"}` as the API sends a message; a bare string is taken too. */
function messageOf(entry: unknown): string[] {
  const text =
    typeof entry === 'object' && entry !== null ? (entry as { error?: unknown }).error : entry
  return typeof text === 'string' ? [text] : []
}
