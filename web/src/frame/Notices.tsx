import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { noticeActions } from '../store/notices.ts'

/**
 * Shows refused saves and other messages one at a time, until dismissed or timed out. (A save
 * the server could not take for the moment needs no button: the outbox sends it again.)
 */
export default function Notices() {
  const notice = useAppSelector((state) => state.notices.queue[0])
  const dispatch = useAppDispatch()
  if (!notice) return null
  const dismiss = () => dispatch(noticeActions.dismissed(notice.id))
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={8000}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={dismiss}
        data-testid="notice"
        sx={{ width: '100%' }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  )
}
