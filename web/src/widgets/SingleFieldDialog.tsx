import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { ActionDialog } from './ActionDialog.tsx'

interface Props {
  open: boolean
  onClose: () => void
  title: string
  label: string
  submitLabel: string
  /** Resolves when done; a rejection's message is shown in the dialog. */
  onSubmit: (value: string) => Promise<void>
  testId: string
}

/** A dialog asking for one line of text: a name, an invite code. */
export function SingleFieldDialog({
  open,
  onClose,
  title,
  label,
  submitLabel,
  onSubmit,
  testId,
}: Props) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setValue('')
    setError(null)
    onClose()
  }
  const submit = async () => {
    setError(null)
    await onSubmit(value.trim())
    setValue('')
    // Whoever opened it closes it once the value is taken.
    return false
  }

  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={title}
      form
      onSubmit={submit}
      onFailure={setError}
      submitLabel={submitLabel}
      disabled={value.trim() === ''}
      testId={testId}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-input`, autoComplete: 'off' } }}
      />
    </ActionDialog>
  )
}
