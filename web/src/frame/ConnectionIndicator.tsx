import CloudDoneIcon from '@mui/icons-material/CloudDone'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import CloudSyncIcon from '@mui/icons-material/CloudSync'
import Box from '@mui/material/Box'
import type { ConnectionStatus } from '../store/connection.ts'
import { useAppSelector } from '../store/hooks.ts'
import { heldChangeCount } from '../store/outbox/outbox-slice.ts'

/**
 * What the indicator can say: the live channel's state, that the device is offline
 * altogether, or that the changes made offline are being sent.
 */
type Shown = Exclude<ConnectionStatus, 'off'> | 'offline' | 'syncing'

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`

function describe(status: Shown, pending: number): string {
  switch (status) {
    case 'connecting':
      return 'Connecting to live updates…'
    case 'live':
      return 'Live: changes by others appear as they happen'
    case 'reconnecting':
      return 'Connection lost; reconnecting. What you see may be out of date.'
    case 'refused':
      return 'Live updates unavailable; reload to see changes by others.'
    case 'syncing':
      return `Syncing ${changes(pending)} made offline`
    case 'offline':
      return pending === 0
        ? 'Offline: showing what this device kept from earlier. Changes you make are kept here and sent when the connection returns.'
        : `Offline: ${changes(pending)} kept on this device, sent when the connection returns.`
  }
}

/**
 * A small icon in the header saying whether changes by others arrive live, or that the device
 * is offline altogether; with the count of changes kept offline beside it while any wait.
 */
export function ConnectionIndicator() {
  const live = useAppSelector((state) => state.connection)
  const offline = useAppSelector((state) => state.network === 'offline')
  const syncing = useAppSelector((state) => state.outbox.sending.length > 0)
  const pending = useAppSelector(heldChangeCount)
  const status: Shown | null = offline
    ? 'offline'
    : syncing && pending > 0
      ? 'syncing'
      : live === 'off'
        ? null
        : live
  if (status === null) return null
  const description = describe(status, pending)
  const Icon =
    status === 'live'
      ? CloudDoneIcon
      : status === 'offline' || status === 'reconnecting' || status === 'refused'
        ? CloudOffIcon
        : CloudSyncIcon
  return (
    <Box
      component="span"
      role="img"
      aria-label={description}
      title={description}
      data-testid="connection-indicator"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        mx: 1,
        opacity: status === 'live' ? 0.8 : 1,
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {pending > 0 && (
        <Box
          component="span"
          data-testid="pending-edits"
          data-count={pending}
          sx={{ typography: 'body2', whiteSpace: 'nowrap' }}
        >
          {status === 'syncing' ? `Syncing ${pending}` : `${pending} pending`}
        </Box>
      )}
    </Box>
  )
}
