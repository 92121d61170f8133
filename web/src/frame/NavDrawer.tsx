import Drawer from '@mui/material/Drawer'
import { useTheme } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { drawerActions } from '../store/drawer.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { DRAWER_WIDTH } from '../theme/app-theme.ts'
import { DrawerContent } from './drawer/DrawerContent.tsx'
import { ErrorBoundary } from './ErrorBoundary.tsx'

/** Permanent beside the content on large screens; a modal panel elsewhere. */
export function NavDrawer() {
  const theme = useTheme()
  const permanent = useMediaQuery(theme.breakpoints.up('lg'))
  const open = useAppSelector((state) => state.drawer.open)
  const dispatch = useAppDispatch()
  const close = () => dispatch(drawerActions.closed())
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const
  const content = (
    <ErrorBoundary>
      <DrawerContent onNavigate={permanent ? () => {} : close} />
    </ErrorBoundary>
  )
  return permanent ? (
    <Drawer
      variant="permanent"
      className="no-print"
      sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}
      data-testid="drawer"
    >
      <Toolbar />
      {content}
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      className="no-print"
      open={open}
      onClose={close}
      sx={{ '& .MuiDrawer-paper': paper }}
      // Opened over the page it is a dialog, which screen readers announce by name.
      slotProps={{ paper: { 'aria-label': 'Navigation' } as object }}
      data-testid="drawer"
    >
      {/* The header stays on top, so its button can close the panel again. */}
      <Toolbar />
      {content}
    </Drawer>
  )
}
