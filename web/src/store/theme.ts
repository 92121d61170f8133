import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type ThemeMode = 'light' | 'dark'

export function parseThemeMode(value: string | null): ThemeMode {
  return value === 'dark' ? 'dark' : 'light'
}

const slice = createSlice({
  name: 'theme',
  initialState: 'light' as ThemeMode,
  reducers: {
    /** Chosen here: saved to this browser and announced to the other tabs. */
    chosen: (_state, action: PayloadAction<ThemeMode>) => action.payload,
    /** Chosen in another tab: follow it without saving again. */
    followed: (_state, action: PayloadAction<ThemeMode>) => action.payload,
  },
})

export const themeActions = slice.actions
export const themeReducer = slice.reducer
