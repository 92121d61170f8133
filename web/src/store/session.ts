import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Id } from '../api/types.ts'

export interface SessionState {
  /** True from start-up whenever a token is stored; false after logout or any 401. */
  authenticated: boolean
  /** The signed-in player's id once the current player has loaded; 0 otherwise. */
  id: Id
  /** Set only by a successful account deletion, for the /deleted page. */
  deleted: boolean
}

export function initialSession(hasToken: boolean): SessionState {
  return { authenticated: hasToken, id: 0, deleted: false }
}

const slice = createSlice({
  name: 'session',
  initialState: initialSession(false),
  reducers: {
    playerLoaded(state, action: PayloadAction<Id>) {
      state.id = action.payload
    },
    loggedOut(state) {
      state.authenticated = false
      state.id = 0
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
