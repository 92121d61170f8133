import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { type RootState, rootReducer, type StoreDeps } from './app-state.ts'
import { connectionActions } from './connection.ts'
import { entityActions } from './entities/entities-slice.ts'
import { stopLive } from './live.ts'
import { networkActions } from './network.ts'
import { offlineEditsActions, waitingEdits } from './offline-edits.ts'
import { readOfflineEdits, syncOfflineEdits } from './offline-sync.ts'
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
    effect: (action) => {
      deps.browser.clearToken()
      // Signing out forgets the edits kept offline: nobody signing in next may see or send
      // them. A session the server refused (expired) keeps them for the same player to sign
      // in again and send; nobody else is ever shown another player's edits.
      const refused = sessionActions.loggedOut.match(action) && action.payload?.refused
      if (!refused) void deps.edits.clear()
      store.dispatch(stopLive())
    },
  })
  // Edits kept offline stay shown over whatever rows arrive, until they are sent.
  listener.startListening({
    predicate: (action) =>
      (action.type.startsWith('entities/') && !entityActions.pendingShown.match(action)) ||
      offlineEditsActions.loaded.match(action),
    effect: (_action, api) => {
      const waiting = waitingEdits(api.getState() as RootState)
      if (waiting.length > 0) store.dispatch(entityActions.pendingShown(waiting))
    },
  })
  // They are read once the player is known, and sent whenever the server may be reachable.
  listener.startListening({
    predicate: (action) =>
      sessionActions.playerLoaded.match(action) ||
      (networkActions.changed.match(action) && action.payload === 'online') ||
      (connectionActions.changed.match(action) && action.payload === 'live'),
    effect: async () => {
      await store.dispatch(readOfflineEdits())
      await store.dispatch(syncOfflineEdits())
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
