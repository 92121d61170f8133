import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { type ReactNode, useMemo } from 'react'
import { useAppSelector } from './store/hooks.ts'
import { createAppTheme } from './theme/app-theme.ts'

/**
 * The theme around the app's router (the browser's, or the server's for one page).
 * `assumedWidth`: the screen width a server-rendered page was rendered for (assumed-width.ts).
 */
export function App({ children, assumedWidth }: { children: ReactNode; assumedWidth?: number }) {
  const mode = useAppSelector((state) => state.theme)
  const theme = useMemo(() => createAppTheme(mode, assumedWidth), [mode, assumedWidth])
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  )
}
