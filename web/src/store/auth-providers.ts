import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AuthProviders } from '../api/types.ts'

/** Which sign-in buttons work here; unknown until the server says. */
const slice = createSlice({
  name: 'authProviders',
  initialState: null as AuthProviders | null,
  reducers: {
    received: (_state, action: PayloadAction<AuthProviders>) => action.payload,
  },
})

export const authProviderActions = slice.actions
export const authProvidersReducer = slice.reducer
