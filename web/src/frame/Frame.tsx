import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useAppSelector } from '../store/hooks.ts'
import { conflictedMutations } from '../store/outbox/outbox-slice.ts'
import { AppHeader } from './AppHeader.tsx'
import { ChronicleDialog } from './chronicle-dialog-code.ts'
import { ErrorBoundary } from './ErrorBoundary.tsx'
import { Footer } from './Footer.tsx'
import { useFirstPageReady } from './first-page.ts'
import { GlobalSpinner } from './GlobalSpinner.tsx'
import { LoadingPhrase } from './LoadingPhrase.tsx'
import { LoggedOutDialog } from './LoggedOutDialog.tsx'
import { NavDrawer } from './NavDrawer.tsx'
import { NewVersionNotice } from './NewVersionNotice.tsx'
import './print.css'

// Most visits never see a notice or a conflict; they load when first needed.
const Notices = lazy(() => import('./Notices.tsx'))
const ConflictDialog = lazy(() => import('../offline/ConflictDialog.tsx'))

/** Header, drawer, the page, footer, and the overlays every page shares. */
export function Frame() {
  const { pathname } = useLocation()
  const hasNotice = useAppSelector((state) => state.notices.queue.length > 0)
  const drawerDialog = useAppSelector((state) => state.drawer.dialog)
  const hasConflict = useAppSelector((state) => conflictedMutations(state).length > 0)
  const firstPageReady = useFirstPageReady()
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppHeader />
      <NavDrawer />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar className="no-print" />
        <ErrorBoundary resetKey={pathname}>
          {firstPageReady ? (
            <Suspense fallback={<LoadingPhrase />}>
              <Outlet />
            </Suspense>
          ) : (
            <LoadingPhrase />
          )}
        </ErrorBoundary>
        <Footer />
      </Box>
      <GlobalSpinner />
      <LoggedOutDialog />
      <NewVersionNotice />
      {drawerDialog && (
        <Suspense fallback={null}>
          <ChronicleDialog />
        </Suspense>
      )}
      {hasConflict && (
        <Suspense fallback={null}>
          <ConflictDialog />
        </Suspense>
      )}
      {hasNotice && (
        <Suspense fallback={null}>
          <Notices />
        </Suspense>
      )}
    </Box>
  )
}
