import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { type ReactNode, useEffect, useRef } from 'react'
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
    <AboveDialogs key={notice.id}>
      <Snackbar
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
    </AboveDialogs>
  )
}

/**
 * Lifts each notice into the browser's top layer (a manual popover), above a `<dialog>` shown
 * with showModal (PlainDialog), which nothing in the page can cover: a refusal that arrives
 * while a breakdown is open is seen, not timed out behind it. Browsers without popovers (and
 * jsdom) show it in the page, as before.
 */
function AboveDialogs({ children }: { children: ReactNode }) {
  const layer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = layer.current
    if (!element || typeof element.showPopover !== 'function') return
    // Mounted afresh for each notice, so that it goes above a dialog opened since the last.
    element.showPopover()
  }, [])
  return (
    <div
      ref={layer}
      popover="manual"
      data-testid="notice-layer"
      // A popover is a centred box by default; the notice places itself.
      style={{
        inset: 'auto',
        margin: 0,
        padding: 0,
        border: 0,
        width: 0,
        height: 0,
        overflow: 'visible',
        background: 'transparent',
      }}
    >
      {children}
    </div>
  )
}
