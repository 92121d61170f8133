import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { ActionDialog } from '../../widgets/ActionDialog.tsx'

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
export function ShapeSorceryDialog({ pool, current, onApply, onClose, ...dialog }: Props) {
  const [roll, setRoll] = useState(0)
  // Starts from the motes on the sheet each time it opens, never from a stale copy.
  const total = current + roll
  const close = () => {
    setRoll(0)
    onClose()
  }
  return (
    <ActionDialog
      {...dialog}
      onClose={close}
      onSubmit={() => onApply(Math.max(total, 0))}
      submitLabel="Shape"
    >
      <Typography gutterBottom>Shape Sorcery pool: {pool}</Typography>
      <TextField
        label="Roll"
        type="number"
        size="small"
        value={roll}
        onChange={(event) => setRoll(Number.parseInt(event.target.value, 10) || 0)}
        sx={{ mr: 1, mt: 1, width: 100 }}
        slotProps={{ htmlInput: { 'data-testid': `${dialog.testId}-roll` } }}
      />
      <TextField
        label="Total"
        type="number"
        size="small"
        value={total}
        onChange={(event) => setRoll((Number.parseInt(event.target.value, 10) || 0) - current)}
        sx={{ mt: 1, width: 100 }}
        slotProps={{ htmlInput: { min: 0, 'data-testid': `${dialog.testId}-total` } }}
      />
    </ActionDialog>
  )
}
