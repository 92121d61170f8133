import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { type RootState, rootReducer, type StoreDeps } from './app-state.ts'
import { connectionActions } from './connection.ts'
import { stopLive } from './live.ts'
import { networkActions } from './network.ts'
import { drainOutbox, readOutbox } from './outbox/outbox.ts'
import { initialSession, sessionActions } from './session.ts'
import type { ThemeMode } from './theme.ts'

/**
 * `preloaded`: the slices a server-rendered page was rendered from (server-render/page-state.ts),
 * which the browser's store starts from instead.
 */
export function createAppStore(
  deps: StoreDeps,
  start: { hasToken: boolean; theme: ThemeMode },
  preloaded: Partial<RootState> = {},
) {
  const listener = createListenerMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSession(start.hasToken),
      theme: start.theme,
      ...preloaded,
    } as Partial<RootState> as RootState,
    middleware: (defaults) =>
      defaults({
        thunk: { extraArgument: deps },
        // The state is plain data, just too large to check on every action.
        serializableCheck: false,
        immutableCheck: false,
      }).prepend(listener.middleware),
  })
  listener.startListening({
    predicate: (action) =>
      sessionActions.loggedOut.match(action) || sessionActions.accountDeleted.match(action),
    effect: (action) => {
      deps.browser.clearToken()
      // Signing out forgets the outbox on the device: nobody signing in next may see or send
      // its edits. A session the server refused (expired) keeps them for the same player to
      // sign in again and send; nobody else is ever shown another player's edits.
      const refused = sessionActions.loggedOut.match(action) && action.payload?.refused
      if (!refused) void deps.outbox.clear()
      store.dispatch(stopLive())
    },
  })
  // The outbox kept on the device is read once the player is known, and sent whenever the
  // server may be reachable again.
  listener.startListening({
    predicate: sessionActions.playerLoaded.match,
    effect: async () => {
      await store.dispatch(readOutbox())
      store.dispatch(drainOutbox())
    },
  })
  listener.startListening({
    predicate: (action) =>
      (networkActions.changed.match(action) && action.payload === 'online') ||
      (connectionActions.changed.match(action) && action.payload === 'live'),
    effect: () => store.dispatch(drainOutbox()),
  })
  listener.startListening({
    predicate: (action) => action.type === 'theme/chosen',
    effect: (_action, api) => deps.browser.saveTheme((api.getState() as RootState).theme),
  })
  return store
}

export type AppStore = ReturnType<typeof createAppStore>
export type AppDispatch = AppStore['dispatch']
