import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useMemo } from 'react'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './routes.tsx'
import { useAppSelector } from './store/hooks.ts'
import { createAppTheme } from './theme/app-theme.ts'

export function App() {
  const mode = useAppSelector((state) => state.theme)
  const theme = useMemo(() => createAppTheme(mode), [mode])
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  )
}
