import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Whether this device has a network connection at all, as the browser tells it. */
export type NetworkStatus = 'online' | 'offline'

const slice = createSlice({
  name: 'network',
  initialState: 'online' as NetworkStatus,
  reducers: {
    changed: (_state, action: PayloadAction<NetworkStatus>) => action.payload,
  },
})

export const networkActions = slice.actions
export const networkReducer = slice.reducer
