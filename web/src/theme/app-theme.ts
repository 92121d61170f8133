import { green, lightGreen } from '@mui/material/colors'
import { createTheme, type Theme } from '@mui/material/styles'
import type { ThemeMode } from '../store/theme.ts'
import { matchesWidth } from './assumed-width.ts'

export const DRAWER_WIDTH = 240

/**
 * MUI's inputs notice the browser's autofill (and shrink their label) by the start of these
 * animations; MUI's own copy of these rules, kept once for the page (see MuiInputBase below).
 */
const INPUT_AUTOFILL_KEYFRAMES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
}
const INPUT_AUTOFILL_DETECTION = {
  animationName: 'mui-auto-fill-cancel',
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
}

/**
 * Green primary and light-green secondary; the dark palette uses lighter shades for contrast.
 * `assumedWidth`: the screen width media queries answer while a server-rendered page is
 * hydrated (see assumed-width.ts); on the server, always.
 */
export function createAppTheme(mode: ThemeMode, assumedWidth?: number): Theme {
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
      ...(assumedWidth !== undefined && {
        MuiUseMediaQuery: {
          defaultProps: {
            ssrMatchMedia: (query: string) => ({ matches: matchesWidth(query, assumedWidth) }),
          },
        },
      }),
      // A light-green bar would glare in the dark theme: keep the bar deep green there.
      MuiAppBar:
        mode === 'dark'
          ? { styleOverrides: { root: { backgroundColor: green[900], color: '#fff' } } }
          : {},
      MuiCssBaseline: {
        styleOverrides: {
          '*': { scrollbarWidth: 'thin' },
          ...INPUT_AUTOFILL_KEYFRAMES,
        },
      },
      // Each input would otherwise add a style sheet of these keyframes as it mounts and take it
      // away as it unmounts, and Chromium restyles the whole page for each: opening a dialog
      // of four fields cost a phone a tenth of a second. The page keeps one copy instead.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: { input: INPUT_AUTOFILL_DETECTION },
      },
    },
  })
}
