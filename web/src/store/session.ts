import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Id } from '../api/types.ts'

export interface SessionState {
  /** True from start-up whenever a token is stored; false after logout or any 401. */
  authenticated: boolean
  /** The signed-in player's id once the current player has loaded; 0 otherwise. */
  id: Id
  /** Set only by a successful account deletion, for the /deleted page. */
  deleted: boolean
  /** True once the server refused this browser's session (a 401): the one case in which the
   *  player is told they have been logged out. A visitor who never signed in, or who logged
   *  out themselves, is not. */
  expired: boolean
}

export function initialSession(hasToken: boolean): SessionState {
  return { authenticated: hasToken, id: 0, deleted: false, expired: false }
}

const slice = createSlice({
  name: 'session',
  initialState: initialSession(false),
  reducers: {
    playerLoaded(state, action: PayloadAction<Id>) {
      state.id = action.payload
    },
    /** The player logged out, or (`refused`) the server no longer accepts their session. */
    loggedOut(state, action: PayloadAction<{ refused: boolean } | undefined>) {
      state.authenticated = false
      state.id = 0
      state.expired = action.payload?.refused ?? false
    },
    accountDeleted(state) {
      state.authenticated = false
      state.id = 0
      state.deleted = true
    },
  },
})

export const sessionActions = slice.actions
export const sessionReducer = slice.reducer
