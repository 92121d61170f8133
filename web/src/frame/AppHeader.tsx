import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import IconButton from '@mui/material/IconButton'
import { useTheme } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Suspense } from 'react'
import { matchPath, useMatch } from 'react-router'
import { drawerActions } from '../store/drawer.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { ConnectionIndicator } from './ConnectionIndicator.tsx'
import { APP_NAME } from './document-title.ts'
import { useFirstPageReady } from './first-page.ts'
import { lazyPage, preloadComponent } from './lazy-page.ts'

// Item and chronicle headers bring menus, dialogs and tabs: load them with those pages.
const ItemHeader = lazyPage(() => import('./ItemHeader.tsx'))
const ChronicleHeader = lazyPage(() => import('./ChronicleHeader.tsx'))

const ITEM_PATHS = {
  characters: '/characters/:id/*',
  qcs: '/qcs/:id/*',
  battlegroups: '/battlegroups/:id/*',
} as const
const CHRONICLE_PATH = '/chronicles/:chronicleId/*'

/** Starts loading the header the page at `pathname` shows, beside the page's own code. */
export function preloadHeader(pathname: string): Promise<unknown> {
  if (Object.values(ITEM_PATHS).some((path) => matchPath(path, pathname))) {
    return preloadComponent(ItemHeader)
  }
  if (matchPath(CHRONICLE_PATH, pathname)) return preloadComponent(ChronicleHeader)
  return Promise.resolve()
}

/** The top bar: its content follows the page (an item, a chronicle, or just the app name). */
export function AppHeader() {
  const theme = useTheme()
  const permanentDrawer = useMediaQuery(theme.breakpoints.up('lg'))
  const dispatch = useAppDispatch()
  const character = useMatch(ITEM_PATHS.characters)
  const qc = useMatch(ITEM_PATHS.qcs)
  const battlegroup = useMatch(ITEM_PATHS.battlegroups)
  const chronicle = useMatch(CHRONICLE_PATH)
  const firstPageReady = useFirstPageReady()

  const item = character
    ? { kind: 'characters' as const, match: character }
    : qc
      ? { kind: 'qcs' as const, match: qc }
      : battlegroup
        ? { kind: 'battlegroups' as const, match: battlegroup }
        : null
  const itemId = Number(item?.match.params.id)
  const chronicleId = Number(chronicle?.params.chronicleId)

  return (
    <AppBar
      position="fixed"
      className="no-print"
      sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}
      enableColorOnDark
    >
      <Toolbar>
        {!permanentDrawer && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => dispatch(drawerActions.toggled())}
            sx={{ mr: 1 }}
            data-testid="drawer-toggle"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Suspense fallback={<AppTitle />}>
          {!firstPageReady ? (
            <AppTitle />
          ) : item && Number.isInteger(itemId) ? (
            <ItemHeader kind={item.kind} id={itemId} rest={item.match.params['*'] ?? ''} />
          ) : chronicle && Number.isInteger(chronicleId) ? (
            <ChronicleHeader id={chronicleId} />
          ) : (
            <AppTitle />
          )}
        </Suspense>
        <ConnectionIndicator />
      </Toolbar>
    </AppBar>
  )
}

function AppTitle() {
  return (
    <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
      {APP_NAME}
    </Typography>
  )
}
