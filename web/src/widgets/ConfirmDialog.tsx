import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId, useState } from 'react'

interface Props {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => Promise<unknown>
  testId: string
}

/** Asks before something that cannot be taken back; Esc or Cancel leaves things as they are. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  testId,
}: Props) {
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      onClose()
    } catch {
      // The failure is shown as a notice; keep the dialog so the player can retry or cancel.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
        <Button
          onClick={confirm}
          color="error"
          variant="contained"
          disabled={busy}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
