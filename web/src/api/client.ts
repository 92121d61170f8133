import { attachmentFilename } from './content-disposition.ts'
import { errorMessage } from './error-message.ts'

/** A failed call, with the sentence to show the player already built. */
export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    /** The answer's JSON body, for callers that show more than the sentence (every field). */
    readonly body: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface Page<T> {
  items: T[]
  page: number
  totalPages: number
  /** How many there are in all; null when the server did not say. */
  totalCount: number | null
}

/** A file the server sent to be saved, named as it asked (Content-Disposition). */
export interface Download {
  blob: Blob
  filename: string | null
}

export interface ApiClient {
  get<T>(path: string): Promise<T>
  download(path: string): Promise<Download>
  getPage<T>(path: string, page: number): Promise<Page<T>>
  post<T>(path: string, body?: unknown): Promise<T>
  /** With `baseVersion`, the server makes the change only if the entity is still at that version. */
  patch<T>(path: string, body: unknown, options?: { baseVersion?: number }): Promise<T>
  /** PUTs a file as the body itself (an uploaded portrait), and answers the JSON. */
  put<T>(path: string, file: Blob): Promise<T>
  delete(path: string): Promise<void>
}

export interface ApiClientOptions {
  fetch: typeof fetch
  /** Read on every call, so signing in or out needs no new client. */
  token: () => string | null
}

const API_ROOT = '/api/v1'

/**
 * Browsers keep at most 64 KiB of keepalive bodies in flight; a larger write (an import) is
 * sent as a plain request.
 */
const KEEPALIVE_MAX_BODY = 48 * 1024

export function createApiClient({ fetch, token }: ApiClientOptions): ApiClient {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders }
    const jwt = token()
    if (jwt) headers.Authorization = `Bearer ${jwt}`
    const file = body instanceof Blob ? body : null
    if (file) headers['Content-Type'] = file.type || 'application/octet-stream'
    else if (body !== undefined) headers['Content-Type'] = 'application/json'
    const sent = file ?? (body === undefined ? undefined : JSON.stringify(body))
    const size = sent === undefined ? 0 : typeof sent === 'string' ? sent.length : sent.size
    let response: Response
    try {
      response = await fetch(`${API_ROOT}${path}`, {
        method,
        headers,
        body: sent,
        // A write sent just before the page goes away (a reload, a closed tab) still reaches
        // the server: the browser would otherwise cancel it, and the edit would be lost.
        keepalive: method !== 'GET' && size <= KEEPALIVE_MAX_BODY,
      })
    } catch (failure) {
      throw new ApiError(0, failure instanceof Error ? failure.message : String(failure))
    }
    if (!response.ok) {
      const body = await jsonOrNull(response)
      throw new ApiError(response.status, errorMessage(response.status, body), body)
    }
    return response
  }

  return {
    async get<T>(path: string) {
      return (await (await call('GET', path)).json()) as T
    },
    async download(path: string) {
      const response = await call('GET', path)
      return {
        blob: await response.blob(),
        filename: attachmentFilename(response.headers.get('content-disposition')),
      }
    },
    async getPage<T>(path: string, page: number) {
      const separator = path.includes('?') ? '&' : '?'
      const response = await call('GET', `${path}${separator}page=${page}`)
      const items = (await response.json()) as T[]
      const current = Number(response.headers.get('current-page') ?? page)
      return {
        items,
        page: Number.isFinite(current) ? current : page,
        totalPages: Number(response.headers.get('total-pages') ?? 1) || 1,
        totalCount: countOf(response.headers.get('total-count')),
      }
    },
    async post<T>(path: string, body?: unknown) {
      return (await (await call('POST', path, body ?? {})).json()) as T
    },
    async patch<T>(path: string, body: unknown, options: { baseVersion?: number } = {}) {
      const headers: Record<string, string> = {}
      if (options.baseVersion !== undefined) {
        headers['Loom-Base-Version'] = String(options.baseVersion)
      }
      return (await (await call('PATCH', path, body, headers)).json()) as T
    },
    async put<T>(path: string, file: Blob) {
      return (await (await call('PUT', path, file)).json()) as T
    },
    async delete(path: string) {
      await call('DELETE', path)
    },
  }
}

async function jsonOrNull(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

function countOf(header: string | null): number | null {
  const count = Number(header ?? Number.NaN)
  return Number.isInteger(count) && count >= 0 ? count : null
}
