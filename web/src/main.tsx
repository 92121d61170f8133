import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { createApiClient } from './api/client.ts'
import { App } from './app.tsx'
import { preloadHeader } from './frame/AppHeader.tsx'
import { awaitFirstPage } from './frame/first-page.ts'
import { saveFile } from './frame/save-file.ts'
import { lazyLiveLink } from './live/lazy-link.ts'
import { indexedDbOutbox } from './offline/outbox-store.ts'
import { forgetPrivateCaches, registerServiceWorker } from './offline/service-worker.ts'
import { watchNetwork } from './offline/watch-network.ts'
import { itemOfPage, preloadPage } from './routes.tsx'
import { clearToken, readToken } from './session/token.ts'
import { fetchItemUnlessAsked } from './store/items.ts'
import { loadAuthProviders, startSession } from './store/player.ts'
import { createAppStore } from './store/store.ts'
import { themeActions } from './store/theme.ts'
import { onThemeSavedElsewhere, readTheme, saveTheme } from './theme/theme-storage.ts'

const store = createAppStore(
  {
    api: createApiClient({ fetch: (input, init) => fetch(input, init), token: readToken }),
    live: lazyLiveLink,
    outbox: indexedDbOutbox(),
    browser: {
      clearToken() {
        clearToken()
        void forgetPrivateCaches()
      },
      saveTheme,
      saveFile,
    },
  },
  { hasToken: readToken() !== null, theme: readTheme() },
)
onThemeSavedElsewhere((mode) => store.dispatch(themeActions.followed(mode)))
// The opened sheet's own item is asked for first, before the page's code has arrived.
const { pathname } = window.location
const pageItem = itemOfPage(pathname)
const pageData = pageItem && store.dispatch(fetchItemUnlessAsked(pageItem.kind, pageItem.id))
store.dispatch(loadAuthProviders())
store.dispatch(startSession(pageData))
registerServiceWorker()
watchNetwork(store)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The first page's code loads beside the session's requests while the frame shows a loading
// phrase in its place (see first-page.ts).
awaitFirstPage(Promise.all([preloadPage(pathname), preloadHeader(pathname)]))
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
