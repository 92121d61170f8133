import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Id } from '../api/types.ts'
import type { Kind } from './entities/kinds.ts'

/** What the open pages show, so a reconnect knows what to fetch again. */
export interface Watched {
  kind: Kind
  id: Id
}

const slice = createSlice({
  name: 'onScreen',
  initialState: [] as Watched[],
  reducers: {
    watched(state, action: PayloadAction<Watched>) {
      state.push(action.payload)
    },
    unwatched(state, action: PayloadAction<Watched>) {
      const index = state.findIndex(
        (item) => item.kind === action.payload.kind && item.id === action.payload.id,
      )
      if (index >= 0) state.splice(index, 1)
    },
  },
})

export const onScreenActions = slice.actions
export const onScreenReducer = slice.reducer
