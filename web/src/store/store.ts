import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit'
import type { ApiClient } from '../api/client.ts'
import type { LiveLink } from '../live/live-link.ts'
import { authProvidersReducer } from './auth-providers.ts'
import { connectionReducer } from './connection.ts'
import { drawerReducer } from './drawer.ts'
import { entitiesReducer } from './entities/entities-slice.ts'
import { withOptimism } from './entities/optimistic.ts'
import { stopLive } from './live.ts'
import { noticesReducer } from './notices.ts'
import { onScreenReducer } from './on-screen.ts'
import { requestsReducer } from './requests.ts'
import { initialSession, sessionActions, sessionReducer } from './session.ts'
import { type ThemeMode, themeReducer } from './theme.ts'

/** The edges the store reaches; tests hand in fakes. */
export interface StoreDeps {
  api: ApiClient
  live: LiveLink
  /** Side effects on this browser: forgetting the token, remembering the theme. */
  browser: { clearToken(): void; saveTheme(mode: ThemeMode): void }
}

const slices = combineReducers({
  session: sessionReducer,
  entities: withOptimism(entitiesReducer),
  requests: requestsReducer,
  notices: noticesReducer,
  theme: themeReducer,
  drawer: drawerReducer,
  connection: connectionReducer,
  authProviders: authProvidersReducer,
  onScreen: onScreenReducer,
})

export type RootState = ReturnType<typeof slices>

/** Signing out forgets every entity, pending edits included, so nothing can replay them. */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState => {
  const next = slices(state, action)
  if (sessionActions.loggedOut.match(action) || sessionActions.accountDeleted.match(action)) {
    return { ...next, entities: slices(undefined, action).entities }
  }
  return next
}

export function createAppStore(deps: StoreDeps, start: { hasToken: boolean; theme: ThemeMode }) {
  const listener = createListenerMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSession(start.hasToken),
      theme: start.theme,
    } as Partial<RootState> as RootState,
    middleware: (defaults) =>
      defaults({
        thunk: { extraArgument: deps },
        // Optimistic history holds actions; they are plain data, just not checked cheaply.
        serializableCheck: false,
        immutableCheck: false,
      }).prepend(listener.middleware),
  })
  listener.startListening({
    predicate: (action) =>
      sessionActions.loggedOut.match(action) || sessionActions.accountDeleted.match(action),
    effect: () => {
      deps.browser.clearToken()
      store.dispatch(stopLive())
    },
  })
  listener.startListening({
    predicate: (action) => action.type === 'theme/chosen',
    effect: (_action, api) => deps.browser.saveTheme((api.getState() as RootState).theme),
  })
  return store
}

export type AppStore = ReturnType<typeof createAppStore>
export type AppDispatch = AppStore['dispatch']
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreDeps, UnknownAction>
