import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId, useState } from 'react'

/** The frame of the storyteller's control dialogs: what it does, its settings, Close / Go. */
export function StActionDialog({
  title,
  submitLabel,
  onClose,
  onSubmit,
  children,
  testId,
}: {
  title: string
  submitLabel: string
  onClose: () => void
  onSubmit: () => Promise<void>
  children: ReactNode
  testId: string
}) {
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    try {
      await onSubmit()
      onClose()
    } catch {
      // The failure shows as a notice; the dialog stays for another try.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid={testId} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-close`}>
          Close
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy}
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
