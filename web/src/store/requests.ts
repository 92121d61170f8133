import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The life of one call, kept under a key the screens ask about ("characters/12"). */
export interface RequestState {
  status: 'loading' | 'succeeded' | 'failed'
  /** HTTP status of the failure, 0 when the server could not be reached. */
  httpStatus?: number
  error?: string
}

export type RequestsState = Record<string, RequestState>

const slice = createSlice({
  name: 'requests',
  initialState: {} as RequestsState,
  reducers: {
    started(state, action: PayloadAction<string>) {
      state[action.payload] = { status: 'loading' }
    },
    succeeded(state, action: PayloadAction<string>) {
      state[action.payload] = { status: 'succeeded' }
    },
    failed(state, action: PayloadAction<{ key: string; httpStatus: number; error: string }>) {
      const { key, httpStatus, error } = action.payload
      state[key] = { status: 'failed', httpStatus, error }
    },
    cleared() {
      return {}
    },
  },
})

export const requestActions = slice.actions
export const requestsReducer = slice.reducer
