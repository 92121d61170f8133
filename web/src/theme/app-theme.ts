import { green, lightGreen } from '@mui/material/colors'
import { createTheme, type Theme } from '@mui/material/styles'
import type { ThemeMode } from '../store/theme.ts'

export const DRAWER_WIDTH = 240

/** Green primary and light-green secondary; the dark palette uses lighter shades for contrast. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      // Text on a coloured button meets WCAG AA (4.5:1): MUI's default of 3 lets white text
      // sit on the dark theme's red.
      contrastThreshold: 4.5,
      ...(mode === 'light'
        ? {
            mode,
            primary: { main: green[800] },
            secondary: { main: lightGreen[400] },
            // MUI's orange (#ed6c02) is 3.1:1 on white; this amber is 5:1 for warning text.
            warning: { main: '#b45309' },
          }
        : {
            mode,
            primary: { main: green[300] },
            secondary: { main: lightGreen[300] },
            background: { default: '#121412', paper: '#1b1f1b' },
          }),
    },
    components: {
      // A light-green bar would glare in the dark theme: keep the bar deep green there.
      MuiAppBar:
        mode === 'dark'
          ? { styleOverrides: { root: { backgroundColor: green[900], color: '#fff' } } }
          : {},
      MuiCssBaseline: {
        styleOverrides: {
          '*': { scrollbarWidth: 'thin' },
        },
      },
    },
  })
}
