import { useState } from 'react'
import { AmountStepper } from '../sheet/AmountStepper.tsx'
import { type StActionCheck, StActionDialog, type StActionProps } from './StActionDialog.tsx'

const CHECKS: readonly StActionCheck[] = [
  {
    field: 'exceed_permanent',
    label: 'Exceed permanent ratings (max 10)',
    testId: 'recover-willpower-exceed',
  },
  { field: 'include_qcs', label: 'Include QCs', testId: 'recover-willpower-include-qcs' },
]

/** "Recover Willpower" for everyone, up to the permanent rating or, if chosen, up to 10. */
export function RecoverWillpowerDialog(props: StActionProps) {
  const [willpower, setWillpower] = useState(1)
  return (
    <StActionDialog
      {...props}
      title="Recover Willpower"
      submitLabel="Recover"
      testId="willpower-recovery-dialog"
      about="A night's sleep restores a point of Willpower; the end of a story, or acting on a major goal, may restore more (core p.169–170)."
      body={{ willpower }}
      checks={CHECKS}
    >
      <AmountStepper
        label="Willpower"
        value={willpower}
        onChange={setWillpower}
        min={0}
        max={10}
        steps={[-1, 1, 5]}
        testId="recover-willpower-amount"
      />
    </StActionDialog>
  )
}
