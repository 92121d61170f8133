import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { useSyncExternalStore } from 'react'
import { onServerProtocol, serverProtocolIsNewer } from '../live/server-protocol.ts'

/**
 * Stays until the page is reloaded once the server speaks a newer live protocol than this
 * build: events it sends may no longer be understood here.
 */
export function NewVersionNotice() {
  // A page rendered on the server has not heard the live channel yet.
  const newer = useSyncExternalStore(onServerProtocol, serverProtocolIsNewer, () => false)
  if (!newer) return null
  return (
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => location.reload()}
            data-testid="reload-for-new-version"
          >
            Reload
          </Button>
        }
      >
        A new version of Loom is available
      </Alert>
    </Snackbar>
  )
}
