import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import { type ReactNode, useId, useState } from 'react'

/** What the storyteller's controls hand each action's dialog: close it, or run the action. */
export interface StActionProps {
  onClose: () => void
  onSubmit: (body: Record<string, unknown>) => Promise<void>
}

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

/** A yes/no setting of a storyteller action. */
export function StActionCheck({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  testId: string
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={label}
    />
  )
}
