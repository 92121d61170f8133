import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { createApiClient } from './api/client.ts'
import { App } from './app.tsx'
import { preloadHeader } from './frame/AppHeader.tsx'
import { afterThisTask } from './frame/after-this-task.ts'
import { awaitFirstPage } from './frame/first-page.ts'
import { saveFile } from './frame/save-file.ts'
import { lazyLiveLink } from './live/lazy-link.ts'
import { indexedDbOutbox } from './offline/outbox-store.ts'
import { playerOfAuthorization } from './offline/player-of-token.ts'
import { forgetPrivateCaches, registerServiceWorker } from './offline/service-worker.ts'
import { watchNetwork } from './offline/watch-network.ts'
import { AppRoutes, itemOfPage, preloadPage } from './routes.tsx'
import { type PageState, preloadedStateOf, readPageState } from './server-render/page-state.ts'
import { endSessionOnServer, shareSessionWithServer } from './session/session-cookie.ts'
import { clearToken, readToken } from './session/token.ts'
import { fetchItemUnlessAsked } from './store/items.ts'
import { loadAuthProviders, startSession } from './store/player.ts'
import { createAppStore } from './store/store.ts'
import { themeActions } from './store/theme.ts'
import {
  onThemeSavedElsewhere,
  readTheme,
  saveTheme,
  shareThemeWithServer,
} from './theme/theme-storage.ts'

const token = readToken()
const theme = readTheme()
shareThemeWithServer(theme)
// A page the server rendered (server-render/) is taken over where it stands, if it was
// rendered for the player signed in here; otherwise the app renders it afresh.
const page = readPageState(document)
const hydrating = page !== undefined && renderedFor(page, token)
if (page !== undefined && !hydrating) {
  if (token === null) endSessionOnServer()
  else shareSessionWithServer(token)
}

const store = createAppStore(
  {
    api: createApiClient({ fetch: (input, init) => fetch(input, init), token: readToken }),
    live: lazyLiveLink,
    outbox: indexedDbOutbox(),
    browser: {
      clearToken() {
        clearToken()
        endSessionOnServer()
        void forgetPrivateCaches()
      },
      saveTheme,
      saveFile,
    },
  },
  { hasToken: token !== null, theme },
  hydrating ? preloadedStateOf(page) : undefined,
)
// What the server rendered from: the first render must be that, whatever arrives meanwhile.
const serverState = store.getState()
onThemeSavedElsewhere((mode) => store.dispatch(themeActions.followed(mode)))
const { pathname } = window.location
if (hydrating) {
  if (theme !== serverState.theme) store.dispatch(themeActions.followed(theme))
  // The session (the player's lists, the live channel) starts once React has taken the page
  // over (MarkInteractive): its answers would otherwise re-render the page as it hydrates.
} else {
  // The opened sheet's own item is asked for first, before the page's code has arrived.
  const pageItem = itemOfPage(pathname)
  const pageData = pageItem && store.dispatch(fetchItemUnlessAsked(pageItem.kind, pageItem.id))
  store.dispatch(loadAuthProviders())
  store.dispatch(startSession(pageData))
}
registerServiceWorker()
watchNetwork(store)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// Asking for the page's code adds a preload link for each of its files the page does not name
// already (a rendered page names them all), a millisecond or more each on a phone: that waits
// for a task of its own rather than lengthen this one.
const pageCode = afterThisTask().then(() =>
  Promise.all([preloadPage(pathname), preloadHeader(pathname)]),
)
const app = (
  <StrictMode>
    <Provider store={store} serverState={hydrating ? serverState : undefined}>
      <App assumedWidth={hydrating ? page.assumedWidth : undefined}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
      <MarkInteractive />
    </Provider>
  </StrictMode>
)
if (hydrating) {
  // Once the page's code is here, React takes over the markup in slices (a transition), so a
  // phone's main thread is never held for long; the markup stays usable to read meanwhile.
  void pageCode.finally(() => {
    // Taps are React's from here: one on a part not yet taken over hydrates it at once.
    delete root.dataset.serverRendered
    startTransition(() => void hydrateRoot(root, app))
  })
} else {
  // The first page's code loads beside the session's requests while the frame shows a
  // loading phrase in its place (see first-page.ts).
  awaitFirstPage(pageCode)
  delete root.dataset.serverRendered
  createRoot(root).render(app)
}

/**
 * Marks the page interactive once React has first committed it (rendered, or taken over from
 * the server): tests and the phone bench wait for it. A page taken over starts its session then.
 */
function MarkInteractive() {
  useEffect(() => {
    root?.setAttribute('data-interactive', '')
    if (hydrating) store.dispatch(startSession())
  }, [])
  return null
}

/** Whether the server rendered `page` for the player whose token this browser holds. */
function renderedFor(page: PageState, token: string | null): boolean {
  const { authenticated, id } = page.state.session
  if (!authenticated) return token === null
  return token !== null && playerOfAuthorization(`Bearer ${token}`) === String(id)
}
