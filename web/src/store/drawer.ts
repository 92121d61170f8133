import { createSlice } from '@reduxjs/toolkit'

/** Whether the temporary drawer (small screens) is open; large screens always show it. */
const slice = createSlice({
  name: 'drawer',
  initialState: { open: false },
  reducers: {
    opened(state) {
      state.open = true
    },
    closed(state) {
      state.open = false
    },
    toggled(state) {
      state.open = !state.open
    },
  },
})

export const drawerActions = slice.actions
export const drawerReducer = slice.reducer
