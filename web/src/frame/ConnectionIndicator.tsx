import CloudDoneIcon from '@mui/icons-material/CloudDone'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import CloudSyncIcon from '@mui/icons-material/CloudSync'
import Box from '@mui/material/Box'
import type { ConnectionStatus } from '../store/connection.ts'
import { useAppSelector } from '../store/hooks.ts'

const DESCRIPTIONS: Record<Exclude<ConnectionStatus, 'off'>, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: changes by others appear as they happen',
  reconnecting: 'Connection lost; reconnecting. What you see may be out of date.',
  refused: 'Live updates unavailable; reload to see changes by others.',
}

/** A small icon in the header saying whether changes by others arrive live. */
export function ConnectionIndicator() {
  const status = useAppSelector((state) => state.connection)
  if (status === 'off') return null
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
