import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The dialogs the drawer opens; they live outside it, so closing the drawer keeps them. */
export type DrawerDialog = 'join-chronicle' | 'create-chronicle'

/**
 * Whether the temporary drawer (small screens) is open, large screens always showing it,
 * which of its dialogs is open, and whether its Chronicles group is expanded.
 */
const slice = createSlice({
  name: 'drawer',
  initialState: { open: false, dialog: null as DrawerDialog | null, chroniclesOpen: false },
  reducers: {
    dialogOpened(state, action: PayloadAction<DrawerDialog>) {
      state.dialog = action.payload
      state.open = false
    },
    dialogClosed(state) {
      state.dialog = null
    },
    /** Kept here, not in the drawer, so it survives the drawer closing or changing form. */
    chroniclesToggled(state) {
      state.chroniclesOpen = !state.chroniclesOpen
    },
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
