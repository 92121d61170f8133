import Alert from '@mui/material/Alert'
import { useAppSelector } from '../store/hooks.ts'

/** True while the device has no network connection. */
export function useOffline(): boolean {
  return useAppSelector((state) => state.network === 'offline')
}

/**
 * Says that an action only the server can carry out (a roll, an attack) waits for the
 * connection: shown while offline, beside the action's disabled button.
 */
export function NeedsConnection({ action, testId }: { action: string; testId: string }) {
  if (!useOffline()) return null
  return (
    <Alert severity="info" sx={{ mt: 1 }} data-testid={`${testId}-offline`}>
      {action} needs the server: it can be done again once the connection is back.
    </Alert>
  )
}
