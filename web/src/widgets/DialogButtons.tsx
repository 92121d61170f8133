import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import type { ReactNode } from 'react'

export interface DialogButtonsProps {
  onCancel: () => void
  submitLabel: ReactNode
  /** Without it the button submits the dialog's form. */
  onSubmit?: () => void
  disabled?: boolean
  cancelLabel?: string
  submitColor?: 'error'
  cancelTestId: string
  submitTestId: string
  /** Buttons at the far left, before the Cancel / submit pair. */
  start?: ReactNode
}

/** A dialog's closing row: Cancel (or Close), then the one action it exists for. */
export function DialogButtons({
  onCancel,
  submitLabel,
  onSubmit,
  disabled,
  cancelLabel = 'Cancel',
  submitColor,
  cancelTestId,
  submitTestId,
  start,
}: DialogButtonsProps) {
  return (
    <DialogActions>
      {start}
      <Button onClick={onCancel} data-testid={cancelTestId}>
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        variant="contained"
        color={submitColor}
        onClick={onSubmit}
        disabled={disabled}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  )
}
