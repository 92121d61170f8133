import { AsyncLocalStorage } from 'node:async_hooks'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { ReactNode } from 'react'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { Provider } from 'react-redux'
import { StaticRouter } from 'react-router'
import { PAGE_MODULE_LOADED } from '../../build-tools/page-chunks.ts'
import { createApiClient } from '../api/client.ts'
import { App } from '../app.tsx'
import { preloadHeader } from '../frame/AppHeader.tsx'
import { AppRoutes, itemOfPage, preloadPage } from '../routes.tsx'
import { ServerCsrfToken } from '../session/csrf.ts'
import { loadPlayer } from '../store/current-player.ts'
import { fetchItemUnlessAsked } from '../store/items.ts'
import { loadAuthProviders } from '../store/player.ts'
import { createAppStore } from '../store/store.ts'
import { parseThemeMode } from '../store/theme.ts'
import { assumedWidthFor } from '../theme/assumed-width.ts'
import { pageStateElement, pageStateOf } from './page-state.ts'

/**
 * Until the app's script has arrived and taken the page over, a tap on the rendered page would
 * do nothing: the page is read, not touched, until then (the server marks #root, main.tsx
 * lifts the mark as React takes over).
 */
const UNTIL_SCRIPTED = '<style>#root[data-server-rendered]{pointer-events:none}</style>'

/**
 * The lazily loaded modules each render asks for (its page, the page's parts, the header), as
 * the renderer's build reports them (build-tools/page-chunks.ts): the server names their files
 * in the page's head, so that the browser fetches them as the page arrives. Renders overlap
 * while they wait for their data, hence one set per render, found through its async context.
 */
const modulesOfRender = new AsyncLocalStorage<Set<string>>()
Object.assign(globalThis, {
  [PAGE_MODULE_LOADED]: (name: string) => modulesOfRender.getStore()?.add(name),
})

/** Renders of one page before its lazy parts are all in its first markup (renderToHtml). */
const RENDER_ATTEMPTS = 3

/** What the server asks for: the page, and what it knows of the browser asking. */
export interface PageRequest {
  /** The page's path and query. */
  url: string
  /** The session token of the player's cookie, already checked by the server. */
  token: string | undefined
  /** The browser's authenticity token, as the page's head carries it. */
  csrfToken: string
  /** The theme cookie's value. */
  theme: string | undefined
  /** What the browser says of itself, to guess its screen's width (assumed-width.ts). */
  userAgent: string | undefined
  mobileHint: string | undefined
  /** Answers the app's API calls (the server hands them to its own routes). */
  fetch: typeof fetch
}

export interface RenderedPage {
  /** Style elements for the head. */
  head: string
  /** The markup inside #root. */
  root: string
  /** The page state (page-state.ts), in its script element. */
  afterRoot: string
  /** The lazily loaded modules the page is made of, by their names in page-chunks.json. */
  modules: string[]
}

/**
 * The landing page and the sheets are rendered on the server, so that a phone's first visit
 * shows them before any script has arrived; every other page is sent as the bare app.
 */
export function isServerRendered(pathname: string): boolean {
  if (pathname === '/') return true
  return itemOfPage(pathname) !== undefined && !/\/edit(\/|$)/.test(pathname)
}

/** The page at `request.url` rendered, or undefined when it is not rendered on the server. */
export function renderPage(request: PageRequest): Promise<RenderedPage | undefined> {
  const modules = new Set<string>()
  return modulesOfRender.run(modules, async () => {
    const page = await renderPageMarkup(request)
    return page && { ...page, modules: [...modules] }
  })
}

async function renderPageMarkup(
  request: PageRequest,
): Promise<Omit<RenderedPage, 'modules'> | undefined> {
  const pathname = new URL(request.url, 'http://loom.invalid').pathname
  if (!isServerRendered(pathname)) return undefined
  const store = createAppStore(serverDeps(request), {
    hasToken: request.token !== undefined,
    theme: parseThemeMode(request.theme ?? null),
  })
  const assumedWidth = assumedWidthFor(request.userAgent, request.mobileHint)
  const item = itemOfPage(pathname)
  await Promise.all([
    store.dispatch(loadAuthProviders()),
    request.token && store.dispatch(loadPlayer()).catch(() => undefined),
    item && store.dispatch(fetchItemUnlessAsked(item.kind, item.id)).catch(() => undefined),
    preloadPage(pathname),
    preloadHeader(pathname),
  ])
  const state = store.getState()
  // A page that met a refusal or an error is left to the browser, which shows and retries it.
  if (Object.values(state.requests).some((asked) => asked.status !== 'succeeded')) return undefined

  const cache = createCache({ key: 'css' })
  // Emotion then keeps the rules it renders in the cache, for the head, rather than beside
  // each element in the markup.
  cache.compat = true
  const root = await renderToHtml(
    <StrictMode>
      <Provider store={store}>
        <CacheProvider value={cache}>
          <ServerCsrfToken value={request.csrfToken}>
            <App assumedWidth={assumedWidth}>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </App>
          </ServerCsrfToken>
        </CacheProvider>
      </Provider>
    </StrictMode>,
  )
  if (root === undefined) return undefined
  return {
    head: UNTIL_SCRIPTED + styleTags(createEmotionServer(cache).extractCriticalToChunks(root)),
    root,
    afterRoot: pageStateElement(pageStateOf(state, assumedWidth)),
  }
}

/**
 * Emotion's style elements for the rules `chunks` holds, each marked `data-s`: that is how
 * Emotion in the browser marks the server's style elements it has moved into the head. These
 * are in the head already; moving them again would make the browser parse every rule anew
 * while the app's first script runs (about 60 ms of a phone's main thread).
 */
function styleTags({ styles }: { styles: { key: string; ids: string[]; css: string }[] }): string {
  return styles
    .map(
      ({ key, ids, css }) =>
        `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('')
}

/**
 * The whole markup, once every part the page waits for has loaded, in order: React would send
 * a part that waited, or one larger than `progressiveChunkSize`, after the rest with an inline
 * script to move it in place, which the Content Security Policy forbids. A part whose code
 * had not been asked for yet (a lazy dialog, the first time this server renders it) waits:
 * such a page is rendered again, now with every part's code at hand. One never whole is left
 * to the browser.
 */
async function renderToHtml(element: ReactNode): Promise<string | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const { prelude } = await prerenderToNodeStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    })
    const chunks: Buffer[] = []
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk))
    const html = Buffer.concat(chunks).toString('utf8')
    if (!html.includes('<script')) return html
    if (attempt === RENDER_ATTEMPTS) return undefined
  }
}

/** The store's edges on the server: its API, and nothing that lasts beyond the request. */
function serverDeps(request: PageRequest) {
  return {
    api: createApiClient({ fetch: request.fetch, token: () => request.token ?? null }),
    live: () => () => undefined,
    outbox: {
      list: async () => [],
      put: async () => undefined,
      remove: async () => undefined,
      clear: async () => undefined,
    },
    browser: { clearToken() {}, saveTheme() {}, saveFile() {} },
  }
}
