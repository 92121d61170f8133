import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'
import { AmountStepper } from './AmountStepper.tsx'
import { ResourceDisplay } from './ResourceDisplay.tsx'

interface Props {
  open: boolean
  onClose: () => void
  current: number
  permanent: number
  /** Called with the new current willpower, then the dialog closes. */
  onApply: (current: number) => void
  testId?: string
}

/** How far willpower may be recovered past its permanent rating in one go. */
const MOST_RECOVERED = 10

/** "Spend Willpower" / "Recover Willpower": a positive amount spends, a negative recovers. */
export function WillpowerDialog({
  open,
  onClose,
  current,
  permanent,
  onApply,
  testId = 'willpower-dialog',
}: Props) {
  const titleId = useId()
  const [amount, setAmount] = useState(1)
  const recovering = amount < 0
  const verb = recovering ? 'Recover' : 'Spend'
  const close = () => {
    setAmount(1)
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>{verb} Willpower</DialogTitle>
      <DialogContent>
        <ResourceDisplay
          label="Current Willpower"
          current={current}
          total={permanent}
          testId={`${testId}-current`}
        />
        <AmountStepper
          label="Willpower"
          value={amount}
          onChange={setAmount}
          min={-MOST_RECOVERED}
          max={current}
          steps={[-1, 1]}
          testId={`${testId}-amount`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={amount === 0}
          onClick={() => {
            onApply(Math.max(current - amount, 0))
            close()
          }}
          data-testid={`${testId}-submit`}
        >
          {verb}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
