import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Messages the player must see: failed saves, refused joins, lost connection. */
export interface Notice {
  id: number
  message: string
  severity: 'error' | 'success' | 'info'
}

const slice = createSlice({
  name: 'notices',
  initialState: { next: 1, queue: [] as Notice[] },
  reducers: {
    shown(state, action: PayloadAction<{ message: string; severity?: Notice['severity'] }>) {
      state.queue.push({
        id: state.next,
        message: action.payload.message,
        severity: action.payload.severity ?? 'error',
      })
      state.next += 1
    },
    dismissed(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((notice) => notice.id !== action.payload)
    },
  },
})

export const noticeActions = slice.actions
export const noticesReducer = slice.reducer
