import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { AmountStepper } from '../sheet/AmountStepper.tsx'
import { StActionCheck, StActionDialog, type StActionProps } from './StActionDialog.tsx'

/** "Recover Willpower" for everyone, up to the permanent rating or, if chosen, up to 10. */
export function RecoverWillpowerDialog({ onClose, onSubmit }: StActionProps) {
  const [willpower, setWillpower] = useState(1)
  const [exceed, setExceed] = useState(false)
  const [includeQcs, setIncludeQcs] = useState(false)
  return (
    <StActionDialog
      title="Recover Willpower"
      submitLabel="Recover"
      onClose={onClose}
      onSubmit={() => onSubmit({ willpower, exceed_permanent: exceed, include_qcs: includeQcs })}
      testId="willpower-recovery-dialog"
    >
      <Typography variant="body2" gutterBottom>
        A night's sleep restores a point of Willpower; the end of a story, or acting on a major
        goal, may restore more (core p.169–170).
      </Typography>
      <AmountStepper
        label="Willpower"
        value={willpower}
        onChange={setWillpower}
        min={0}
        max={10}
        steps={[-1, 1, 5]}
        testId="recover-willpower-amount"
      />
      <StActionCheck
        label="Exceed permanent ratings (max 10)"
        checked={exceed}
        onChange={setExceed}
        testId="recover-willpower-exceed"
      />
      <StActionCheck
        label="Include QCs"
        checked={includeQcs}
        onChange={setIncludeQcs}
        testId="recover-willpower-include-qcs"
      />
    </StActionDialog>
  )
}
