import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'

interface Props {
  open: boolean
  onClose: () => void
  title: string
  pool: number
  current: number
  onApply: (total: number) => void
  testId: string
}

/** Rolls to shape a spell: the successes add to the motes already gathered. */
export function ShapeSorceryDialog({
  open,
  onClose,
  title,
  pool,
  current,
  onApply,
  testId,
}: Props) {
  const titleId = useId()
  const [roll, setRoll] = useState(0)
  // Starts from the motes on the sheet each time it opens, never from a stale copy.
  const total = current + roll
  const close = () => {
    setRoll(0)
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>Shape Sorcery pool: {pool}</Typography>
        <TextField
          label="Roll"
          type="number"
          size="small"
          value={roll}
          onChange={(event) => setRoll(Number.parseInt(event.target.value, 10) || 0)}
          sx={{ mr: 1, mt: 1, width: 100 }}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-roll` } }}
        />
        <TextField
          label="Total"
          type="number"
          size="small"
          value={total}
          onChange={(event) => setRoll((Number.parseInt(event.target.value, 10) || 0) - current)}
          sx={{ mt: 1, width: 100 }}
          slotProps={{ htmlInput: { min: 0, 'data-testid': `${testId}-total` } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(Math.max(total, 0))
            close()
          }}
          data-testid={`${testId}-submit`}
        >
          Shape
        </Button>
      </DialogActions>
    </Dialog>
  )
}
