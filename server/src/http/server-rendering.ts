import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { SessionCookie } from '../auth/session-cookie.ts'

/**
 * The web build's renderer (web/src/server-render/render-page.tsx), as this server calls it.
 * It is loaded from the build at run time, so the server never compiles the web app's code.
 */
interface PageRenderer {
  renderPage(request: {
    url: string
    csrfToken: string
    token: string | undefined
    theme: string | undefined
    userAgent: string | undefined
    mobileHint: string | undefined
    fetch: typeof fetch
  }): Promise<RendererAnswer | undefined>
}

/** Markup to put in index.html: in the head, in #root, and after #root. */
export interface RenderedPage {
  head: string
  root: string
  afterRoot: string
}

/** What the renderer answers: the markup, and the lazily loaded modules the page is made of. */
interface RendererAnswer extends RenderedPage {
  modules: string[]
}

/**
 * The web build's list of the files each lazily loaded module needs (module name → paths
 * under the build), written by web/build-tools/page-chunks.ts.
 */
const PAGE_CHUNKS_FILE = 'page-chunks.json'

const THEME_COOKIE = 'loom_theme'
/** Request headers an API call made for a page keeps from the page's own request. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']

export interface ServerRendering {
  /** The page `request` asks for with its content, or undefined to send the bare app. */
  render(request: FastifyRequest, csrfToken: string): Promise<RenderedPage | undefined>
}

/**
 * Renders pages through the renderer at `rendererPath`, loaded on the first page asked for
 * (so a start-up pays nothing for it) and answering the page's API calls through this app's
 * own routes, as the player of the session cookie. Without a built renderer, or when one
 * fails, the bare app is sent: the browser then renders the page itself, as before.
 * A rendered page's head names the files of the code it is made of (`modulepreload`): the
 * browser fetches them as the page arrives, rather than once the app's script has run and
 * asked for each (which held a phone's main thread for 50 ms and more on a sheet).
 */
export function createServerRendering(
  app: FastifyInstance,
  deps: { rendererPath: string; webDist: string; sessionCookie: SessionCookie },
): ServerRendering {
  let renderer: Promise<PageRenderer | undefined> | undefined
  let pageChunks: Promise<Record<string, string[]>> | undefined
  const loadPageChunks = () => {
    pageChunks ??= readFile(join(deps.webDist, PAGE_CHUNKS_FILE), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, string[]>,
      () => ({}),
    )
    return pageChunks
  }
  const loadRenderer = () => {
    renderer ??= existsSync(deps.rendererPath)
      ? (import(pathToFileURL(deps.rendererPath).href) as Promise<PageRenderer>)
      : Promise.resolve(undefined)
    return renderer
  }

  return {
    async render(request, csrfToken) {
      if (request.method !== 'GET') return undefined
      try {
        const pages = await loadRenderer()
        if (!pages) return undefined
        const session = await deps.sessionCookie.sessionOf(request)
        const page = await pages.renderPage({
          url: request.url,
          csrfToken,
          token: session?.token,
          theme: request.cookies[THEME_COOKIE],
          userAgent: request.headers['user-agent'],
          mobileHint: headerText(request.headers['sec-ch-ua-mobile']),
          fetch: fetchThroughApp(app, request),
        })
        if (page === undefined) return undefined
        const { modules, ...markup } = page
        const links = modulePreloadLinks(modules, await loadPageChunks())
        return { ...markup, head: links + markup.head }
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; sending the bare app')
        return undefined
      }
    },
  }
}

/** A `modulepreload` link for each file `modules` need, each once, in the build's order. */
export function modulePreloadLinks(
  modules: readonly string[],
  pageChunks: Readonly<Record<string, readonly string[]>>,
): string {
  const files = new Set(modules.flatMap((name) => pageChunks[name] ?? []))
  // As the app's script would add them itself: a module script's mode (crossorigin), under
  // /vite/ as the build's files are served, so that it finds these and adds no more.
  return [...files]
    .filter((file) => /^[\w./-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/vite/${file}">`)
    .join('')
}

const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

/**
 * A fetch the renderer's API client calls: each call is handed to this app's own routes, from
 * the same address and host as the page's request, so every rule (permissions, what the
 * sign-in offers where) applies as it would to the browser.
 */
function fetchThroughApp(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  const forwarded: Record<string, string> = {}
  for (const name of FORWARDED_HEADERS) {
    const value = headerText(page.headers[name])
    if (value !== undefined) forwarded[name] = value
  }
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { ...Object.fromEntries(new Headers(init?.headers)), ...forwarded },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: page.socket.remoteAddress,
    })
    const contentType = answer.headers['content-type']
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    })
  }
}
