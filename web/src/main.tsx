import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { createApiClient } from './api/client.ts'
import { App } from './app.tsx'
import { preloadHeader } from './frame/AppHeader.tsx'
import { lazyLiveLink } from './live/lazy-link.ts'
import { preloadPage } from './routes.tsx'
import { clearToken, readToken } from './session/token.ts'
import { loadAuthProviders, startSession } from './store/player.ts'
import { createAppStore } from './store/store.ts'
import { themeActions } from './store/theme.ts'
import { onThemeSavedElsewhere, readTheme, saveTheme } from './theme/theme-storage.ts'

const store = createAppStore(
  {
    api: createApiClient({ fetch: (input, init) => fetch(input, init), token: readToken }),
    live: lazyLiveLink,
    browser: { clearToken, saveTheme },
  },
  { hasToken: readToken() !== null, theme: readTheme() },
)
onThemeSavedElsewhere((mode) => store.dispatch(themeActions.followed(mode)))
store.dispatch(loadAuthProviders())
store.dispatch(startSession())

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const container = root
// The first page's code loads beside the session's requests; rendering once it is here shows
// the page straight away instead of a fallback first (a failed load shows its error on render).
const { pathname } = window.location
void Promise.all([preloadPage(pathname), preloadHeader(pathname)])
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <Provider store={store}>
          <App />
        </Provider>
      </StrictMode>,
    ),
  )
