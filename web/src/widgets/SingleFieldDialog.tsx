import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'

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
  const [busy, setBusy] = useState(false)
  const titleId = useId()

  const close = () => {
    setValue('')
    setError(null)
    onClose()
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await onSubmit(value.trim())
      setValue('')
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} data-testid={testId}>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={close} data-testid={`${testId}-cancel`}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || value.trim() === ''}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
