import CloudDoneIcon from '@mui/icons-material/CloudDone'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import CloudSyncIcon from '@mui/icons-material/CloudSync'
import Box from '@mui/material/Box'
import type { ConnectionStatus } from '../store/connection.ts'
import { useAppSelector } from '../store/hooks.ts'

/** What the indicator can say: the live channel's state, or that the device is offline. */
type Shown = Exclude<ConnectionStatus, 'off'> | 'offline'

const DESCRIPTIONS: Record<Shown, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: changes by others appear as they happen',
  reconnecting: 'Connection lost; reconnecting. What you see may be out of date.',
  refused: 'Live updates unavailable; reload to see changes by others.',
  offline:
    'Offline: showing what this device kept from earlier. Changes cannot be saved until the connection returns.',
}

/**
 * A small icon in the header saying whether changes by others arrive live, or that the device
 * is offline altogether.
 */
export function ConnectionIndicator() {
  const live = useAppSelector((state) => state.connection)
  const offline = useAppSelector((state) => state.network === 'offline')
  const status: Shown | null = offline ? 'offline' : live === 'off' ? null : live
  if (status === null) return null
  const description = DESCRIPTIONS[status]
  const Icon =
    status === 'live' ? CloudDoneIcon : status === 'connecting' ? CloudSyncIcon : CloudOffIcon
  return (
    <Box
      component="span"
      role="img"
      aria-label={description}
      title={description}
      data-testid="connection-indicator"
      data-status={status}
      sx={{ display: 'inline-flex', mx: 1, opacity: status === 'live' ? 0.8 : 1 }}
    >
      <Icon fontSize="small" aria-hidden />
    </Box>
  )
}
