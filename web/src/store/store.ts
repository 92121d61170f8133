import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { type RootState, rootReducer, type StoreDeps } from './app-state.ts'
import { stopLive } from './live.ts'
import { initialSession, sessionActions } from './session.ts'
import type { ThemeMode } from './theme.ts'

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
