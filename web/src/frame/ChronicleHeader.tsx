import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { Link, useLocation } from 'react-router'
import type { Id } from '../api/types.ts'
import { useAppSelector } from '../store/hooks.ts'
import { selectRow } from '../store/selectors.ts'
import { APP_NAME } from './document-title.ts'

const TABS = [
  { label: 'Characters', path: '' },
  { label: 'Combat', path: '/combat' },
  { label: 'Details', path: '/details' },
  { label: 'Rolls', path: '/rolls' },
  { label: 'Journal', path: '/journal' },
  { label: 'Log', path: '/log' },
] as const

/** The chronicle's name with its tabs; the app name until the chronicle has loaded. */
export default function ChronicleHeader({ id }: { id: Id }) {
  const name = useAppSelector((state) => selectRow(state, 'chronicles', id)?.name)
  const { pathname } = useLocation()
  const base = `/chronicles/${id}`
  const current = TABS.findIndex((tab) => pathname === `${base}${tab.path}`)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
      {/* On a phone the tabs take the bar; the page itself starts with the chronicle's name. */}
      <Typography
        variant="h6"
        component="div"
        noWrap
        sx={{ mr: 2, display: name ? { xs: 'none', sm: 'block' } : 'block', minWidth: 0 }}
        data-testid="header-title"
      >
        {name ?? APP_NAME}
      </Typography>
      {name && (
        <Tabs
          value={current === -1 ? false : current}
          textColor="inherit"
          indicatorColor="secondary"
          variant="scrollable"
          scrollButtons={false}
          sx={{ minWidth: 0 }}
          aria-label="Chronicle sections"
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.label}
              label={tab.label}
              component={Link}
              to={`${base}${tab.path}`}
              data-testid={`chronicle-tab-${tab.label.toLowerCase()}`}
              // The stock 60% white of unselected tabs is too faint on the green bar (axe's contrast
              // rule); the indicator marks the selected one. A phone's bar shows its tabs in small
              // letters (capitals take a sixth more room) and scrolls when they do not all fit.
              sx={{
                minWidth: { xs: 0, sm: 90 },
                px: { xs: 0.75, sm: 2 },
                fontSize: { xs: '0.8125rem', sm: '0.875rem' },
                textTransform: { xs: 'none', sm: 'uppercase' },
                letterSpacing: { xs: 0, sm: '0.02857em' },
                opacity: 0.95,
              }}
            />
          ))}
        </Tabs>
      )}
    </Box>
  )
}
