import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Snackbar from '@mui/material/Snackbar'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { dismissNotice, retryNotice } from '../store/notice-retries.ts'

/**
 * Shows failed saves and other messages one at a time, until dismissed or timed out;
 * a failed save offers to try again.
 */
export default function Notices() {
  const notice = useAppSelector((state) => state.notices.queue[0])
  const dispatch = useAppDispatch()
  if (!notice) return null
  const dismiss = () => dispatch(dismissNotice(notice.id))
  return (
    <Snackbar
      key={notice.id}
      open
      // A message with an action waits for the player; a plain one fades after a while.
      autoHideDuration={notice.retryable ? null : 8000}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={dismiss}
        action={
          notice.retryable ? (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => dispatch(retryNotice(notice.id))}
                data-testid="notice-retry"
              >
                Retry
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label="Dismiss"
                onClick={dismiss}
                data-testid="notice-dismiss"
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        data-testid="notice"
        sx={{ width: '100%' }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  )
}
