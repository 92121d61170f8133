import { combineReducers, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit'
import type { ApiClient } from '../api/client.ts'
import type { LiveLink } from '../live/live-link.ts'
import type { OutboxStore } from '../offline/outbox-store.ts'
import { authProvidersReducer } from './auth-providers.ts'
import { connectionReducer } from './connection.ts'
import { drawerReducer } from './drawer.ts'
import {
  type EntitiesState,
  entitiesReducer,
  initialEntitiesState,
} from './entities/entities-slice.ts'
import { handoverReducer } from './handover/handover-slice.ts'
import { journalReducer } from './journal/journal-slice.ts'
import { networkReducer } from './network.ts'
import { noticesReducer } from './notices.ts'
import { onScreenReducer } from './on-screen.ts'
import { outboxReducer } from './outbox/outbox-slice.ts'
import { pendingView } from './outbox/pending-view.ts'
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
  /** Every edit, kept on the device until the server has answered it (outbox/outbox.ts). */
  outbox: OutboxStore
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

/**
 * The rows as the server confirmed them (answers, fetches, live events), and as shown: the
 * confirmed rows with the outbox's edits on top, computed by the root reducer.
 */
export interface EntitiesView {
  confirmed: EntitiesState
  current: EntitiesState
}

const initialView: EntitiesView = { confirmed: initialEntitiesState, current: initialEntitiesState }

function confirmedEntities(state = initialView, action: UnknownAction): EntitiesView {
  const confirmed = entitiesReducer(state.confirmed, action)
  return confirmed === state.confirmed ? state : { ...state, confirmed }
}

const slices = combineReducers({
  session: sessionReducer,
  entities: confirmedEntities,
  outbox: outboxReducer,
  requests: requestsReducer,
  notices: noticesReducer,
  theme: themeReducer,
  drawer: drawerReducer,
  connection: connectionReducer,
  network: networkReducer,
  authProviders: authProvidersReducer,
  onScreen: onScreenReducer,
  rolls: rollsReducer,
  handover: handoverReducer,
  journal: journalReducer,
  sessionLog: sessionLogReducer,
})

export type RootState = ReturnType<typeof slices>

/**
 * Signing out forgets every entity and the outbox's edits, so nothing can replay them (the
 * store's listener empties the device's outbox too), every roll and journal
 * entry the player could see, and every handover offer.
 */
export const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  withView(state, forgetOnSignOut(slices(state, action), action))

function forgetOnSignOut(next: RootState, action: UnknownAction): RootState {
  if (sessionActions.loggedOut.match(action) || sessionActions.accountDeleted.match(action)) {
    const fresh = slices(undefined, action)
    return {
      ...next,
      entities: fresh.entities,
      rolls: fresh.rolls,
      handover: fresh.handover,
      journal: fresh.journal,
      sessionLog: fresh.sessionLog,
      outbox: fresh.outbox,
    }
  }
  return next
}

/** The rows shown, computed again when the confirmed rows or the outbox moved. */
function withView(before: RootState | undefined, next: RootState): RootState {
  const { confirmed } = next.entities
  // A preloaded state (store.ts) holds some slices only.
  const moved =
    before?.entities === undefined ||
    confirmed !== before.entities.confirmed ||
    next.outbox.mutations !== before.outbox?.mutations
  if (!moved) return next
  return {
    ...next,
    entities: { confirmed, current: pendingView(confirmed, next.outbox.mutations) },
  }
}

export type AppThunk<R = void> = ThunkAction<R, RootState, StoreDeps, UnknownAction>
