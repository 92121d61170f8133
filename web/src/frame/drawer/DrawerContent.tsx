import LogoutIcon from '@mui/icons-material/Logout'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Switch from '@mui/material/Switch'
import { Link, useLocation, useNavigate } from 'react-router'
import { SignInButtons } from '../../session/SignInButtons.tsx'
import { ITEM_KINDS } from '../../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectDisplayName } from '../../store/selectors.ts'
import { sessionActions } from '../../store/session.ts'
import { themeActions } from '../../store/theme.ts'
import { CharacterSectionNav } from './CharacterSectionNav.tsx'
import { ChronicleEntries } from './ChronicleEntries.tsx'
import { ItemKindEntry } from './ItemKindEntry.tsx'

/** Everything the side drawer lists, top to bottom, as spec §2 orders it. */
export function DrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const authenticated = useAppSelector((state) => state.session.authenticated)
  const displayName = useAppSelector(selectDisplayName)
  const playerLoaded = useAppSelector((state) => state.session.id !== 0)
  const mode = useAppSelector((state) => state.theme)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const pageLink = (to: string, label: string, testId: string, active = pathname === to) => (
    <ListItemButton
      component={Link}
      to={to}
      selected={active}
      onClick={onNavigate}
      data-testid={testId}
    >
      <ListItemText primary={label} />
    </ListItemButton>
  )

  return (
    <nav aria-label="Main">
      <List component="div" disablePadding>
        {authenticated && (
          <ListItemButton
            component={Link}
            to="/settings"
            onClick={onNavigate}
            data-testid="drawer-logged-in-as"
          >
            <ListItemText primary={`Logged in as ${playerLoaded ? displayName : '…'}`} />
          </ListItemButton>
        )}
        <CharacterSectionNav onNavigate={onNavigate} />
      </List>
      <Divider />
      {authenticated ? (
        <List component="div">
          {ITEM_KINDS.map((kind) => (
            <ItemKindEntry key={kind} kind={kind} onNavigate={onNavigate} />
          ))}
          <ChronicleEntries onNavigate={onNavigate} />
          {pageLink('/rolls', 'My Rolls', 'drawer-rolls')}
          {pageLink('/library', 'Library', 'drawer-library')}
        </List>
      ) : (
        <Box sx={{ p: 2 }}>
          <SignInButtons testIdPrefix="drawer-" direction="column" quiet />
        </Box>
      )}
      <Divider />
      <List component="div">
        {pageLink('/', 'Home', 'drawer-home')}
        {pageLink('/help', 'Help', 'drawer-help', pathname.startsWith('/help'))}
        {pageLink('/resources', 'Resources', 'drawer-resources')}
        {authenticated && pageLink('/settings', 'Settings', 'drawer-settings')}
        <ListItem component="div">
          <FormControlLabel
            control={
              <Switch
                checked={mode === 'dark'}
                onChange={(event) =>
                  dispatch(themeActions.chosen(event.target.checked ? 'dark' : 'light'))
                }
                slotProps={{ input: { 'aria-label': 'Dark theme' } }}
                data-testid="drawer-theme-switch"
              />
            }
            label={`Current Theme: ${mode}`}
          />
        </ListItem>
      </List>
      {authenticated && (
        <>
          <Divider />
          <List component="div">
            <ListItemButton
              onClick={() => {
                dispatch(sessionActions.loggedOut())
                onNavigate()
                navigate('/')
              }}
              data-testid="drawer-log-out"
            >
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary="Log Out" />
            </ListItemButton>
          </List>
        </>
      )}
    </nav>
  )
}
