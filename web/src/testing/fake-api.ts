import { createApiClient } from '../api/client.ts'
import type { LiveHandlers, LiveLink } from '../live/live-link.ts'
import { createAppStore } from '../store/store.ts'
import { memoryOutbox } from './memory-outbox.ts'

export interface Reply {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

export interface Call {
  method: string
  path: string
  body: unknown
  /** The `Loom-Base-Version` sent with an edit made offline. */
  baseVersion?: string
}

type Handler = (call: Call) => Reply | Promise<Reply>
/** Answers by "METHOD /path", query included. */
export type RouteTable = Record<string, Handler | Reply>
/** A route table, or one handler answering every call. */
type Routes = RouteTable | Handler

/**
 * A stand-in for the server: answers by its routes, records every call, and says 404 to
 * anything it was not told about.
 */
export function fakeServer(routes: Routes) {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input).replace(/^\/api\/v1/, '')
    const method = init?.method ?? 'GET'
    // A file (an uploaded portrait) is kept as sent; anything else was JSON.
    const sent = init?.body
    const recorded = sent instanceof Blob ? sent : sent ? JSON.parse(String(sent)) : undefined
    const baseVersion = (init?.headers as Record<string, string> | undefined)?.['Loom-Base-Version']
    const call = { method, path: url, body: recorded, baseVersion }
    calls.push(call)
    const route = typeof routes === 'function' ? routes : routes[`${method} ${url}`]
    const reply =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { error: `No route for ${method} ${url}` } })
    const status = reply.status ?? 200
    const body = reply.body === undefined ? null : JSON.stringify(reply.body)
    return new Response(status === 204 ? null : body, { status, headers: reply.headers })
  }
  return { fetch, calls }
}

/** A live channel the test drives by hand. */
export function fakeLive() {
  const opened: { playerId: number; handlers: LiveHandlers; closed: boolean }[] = []
  const link: LiveLink = (playerId, handlers) => {
    const channel = { playerId, handlers, closed: false }
    opened.push(channel)
    return () => {
      channel.closed = true
    }
  }
  return { link, opened }
}

/** A store wired to a fake server and live channel, as the app wires the real ones. */
export function testStore(routes: Routes, { hasToken = true }: { hasToken?: boolean } = {}) {
  const server = fakeServer(routes)
  const live = fakeLive()
  const outbox = memoryOutbox()
  const browser = {
    tokenCleared: 0,
    savedTheme: null as string | null,
    savedFiles: [] as { blob: Blob; filename: string }[],
  }
  const store = createAppStore(
    {
      api: createApiClient({ fetch: server.fetch, token: () => (hasToken ? 'test-token' : null) }),
      live: live.link,
      outbox,
      browser: {
        clearToken: () => {
          browser.tokenCleared += 1
        },
        saveTheme: (mode) => {
          browser.savedTheme = mode
        },
        saveFile: (blob, filename) => {
          browser.savedFiles.push({ blob, filename })
        },
      },
    },
    { hasToken, theme: 'light' },
  )
  return { store, calls: server.calls, live, browser, outbox }
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
