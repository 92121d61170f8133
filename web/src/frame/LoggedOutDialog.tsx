import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useEffect, useId, useState } from 'react'
import { useLocation } from 'react-router'
import { SignInButtons } from '../session/SignInButtons.tsx'
import { useAppSelector } from '../store/hooks.ts'
import { selectLoading } from '../store/selectors.ts'
import { usePublicItemOnScreen } from './public-item.ts'
import { isProtectedPath } from './public-pages.ts'
import { useDelayed } from './use-delay.ts'

export const LOGGED_OUT_DELAY_MS = 500

/**
 * Tells a player whose session the server refused, on a protected page, why it is empty. A
 * visitor who never signed in is not told they were logged out: the page explains itself.
 * It can be dismissed (Esc, backdrop, "Not now"); the page underneath then explains itself.
 */
export function LoggedOutDialog() {
  const { pathname } = useLocation()
  const expired = useAppSelector((state) => state.session.expired)
  const loading = useAppSelector(selectLoading)
  const publicItem = usePublicItemOnScreen()
  const wanted = expired && !loading && isProtectedPath(pathname) && !publicItem
  const shown = useDelayed(wanted, LOGGED_OUT_DELAY_MS)
  const [dismissedAt, setDismissedAt] = useState<string | null>(null)
  const titleId = useId()
  useEffect(() => {
    if (dismissedAt !== null && dismissedAt !== pathname) setDismissedAt(null)
  }, [pathname, dismissedAt])

  return (
    <Dialog
      open={shown && dismissedAt !== pathname}
      onClose={() => setDismissedAt(pathname)}
      aria-labelledby={titleId}
      data-testid="logged-out-dialog"
    >
      <DialogTitle id={titleId}>You've been logged out</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Sorry about that.</DialogContentText>
        <SignInButtons />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDismissedAt(pathname)} data-testid="logged-out-dismiss">
          Not now
        </Button>
      </DialogActions>
    </Dialog>
  )
}
