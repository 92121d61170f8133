import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The live channel as the player should understand it. */
export type ConnectionStatus = 'off' | 'connecting' | 'live' | 'reconnecting' | 'refused'

const slice = createSlice({
  name: 'connection',
  initialState: 'off' as ConnectionStatus,
  reducers: {
    changed: (_state, action: PayloadAction<ConnectionStatus>) => action.payload,
  },
})

export const connectionActions = slice.actions
export const connectionReducer = slice.reducer
