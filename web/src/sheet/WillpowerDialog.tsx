import { useState } from 'react'
import { ActionDialog } from '../widgets/ActionDialog.tsx'
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
  const [amount, setAmount] = useState(1)
  const recovering = amount < 0
  const verb = recovering ? 'Recover' : 'Spend'
  const close = () => {
    setAmount(1)
    onClose()
  }
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={`${verb} Willpower`}
      onSubmit={() => onApply(Math.max(current - amount, 0))}
      submitLabel={verb}
      disabled={amount === 0}
      testId={testId}
    >
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
    </ActionDialog>
  )
}
