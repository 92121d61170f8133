import { combineReducers, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit'
import type { ApiClient } from '../api/client.ts'
import type { LiveLink } from '../live/live-link.ts'
import type { EditQueue } from '../offline/edit-queue.ts'
import { authProvidersReducer } from './auth-providers.ts'
import { connectionReducer } from './connection.ts'
import { drawerReducer } from './drawer.ts'
import { entitiesReducer } from './entities/entities-slice.ts'
import { withOptimism } from './entities/optimistic.ts'
import { handoverReducer } from './handover/handover-slice.ts'
import { journalReducer } from './journal/journal-slice.ts'
import { networkReducer } from './network.ts'
import { noticesReducer } from './notices.ts'
import { offlineEditsReducer } from './offline-edits.ts'
import { onScreenReducer } from './on-screen.ts'
import { requestsReducer } from './requests.ts'
import { rollsReducer } from './rolls/rolls-slice.ts'
import { sessionActions, sessionReducer } from './session.ts'
import { sessionLogReducer } from './session-log/session-log-slice.ts'
import { type ThemeMode, themeReducer } from './theme.ts'

// The store's state and the signature of its thunks, apart from the store itself so that
// thunks can name them without importing the module that wires the thunks in.

/** The edges the store reaches; tests hand in fakes. */
export interface StoreDeps {
  api: ApiClient
  live: LiveLink
  /** Edits made while the server cannot be reached, until they are sent (offline-sync.ts). */
  edits: EditQueue
  /**
   * Side effects on this browser: forgetting the token (and what was kept of the player's
   * data for offline use), remembering the theme, downloads.
   */
  browser: {
    clearToken(): void
    saveTheme(mode: ThemeMode): void
    saveFile(blob: Blob, filename: string): void
  }
}

const slices = combineReducers({
  session: sessionReducer,
  entities: withOptimism(entitiesReducer),
  requests: requestsReducer,
  notices: noticesReducer,
  theme: themeReducer,
  drawer: drawerReducer,
  connection: connectionReducer,
  network: networkReducer,
  offlineEdits: offlineEditsReducer,
  authProviders: authProvidersReducer,
  onScreen: onScreenReducer,
  rolls: rollsReducer,
  handover: handoverReducer,
  journal: journalReducer,
  sessionLog: sessionLogReducer,
})

export type RootState = ReturnType<typeof slices>

/**
 * Signing out forgets every entity, pending edits included, so nothing can replay them (the
 * edits kept offline too: the store's listener empties their queue), every roll and journal
 * entry the player could see, and every handover offer.
 */
export const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState => {
  const next = slices(state, action)
  if (sessionActions.loggedOut.match(action) || sessionActions.accountDeleted.match(action)) {
    const fresh = slices(undefined, action)
    return {
      ...next,
      entities: fresh.entities,
      rolls: fresh.rolls,
      handover: fresh.handover,
      journal: fresh.journal,
      sessionLog: fresh.sessionLog,
      offlineEdits: fresh.offlineEdits,
    }
  }
  return next
}

export type AppThunk<R = void> = ThunkAction<R, RootState, StoreDeps, UnknownAction>
