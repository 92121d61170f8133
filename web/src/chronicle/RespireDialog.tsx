import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { AmountStepper } from '../sheet/AmountStepper.tsx'
import { StActionCheck, StActionDialog, type StActionProps } from './StActionDialog.tsx'

/** "Respire Motes": everyone's motes come back, peripheral first, up to what is uncommitted. */
export function RespireDialog({ onClose, onSubmit }: StActionProps) {
  const [motes, setMotes] = useState(5)
  const [includeQcs, setIncludeQcs] = useState(false)
  return (
    <StActionDialog
      title="Respire Motes"
      submitLabel="Respire"
      onClose={onClose}
      onSubmit={() => onSubmit({ motes, include_qcs: includeQcs })}
      testId="respire-dialog"
    >
      <Typography variant="body2" gutterBottom>
        Characters respire 5 motes each round of combat, and 5 an hour out of it (10 while
        relaxing); peripheral motes come back before personal ones (core p.174).
      </Typography>
      <AmountStepper
        label="Motes"
        value={motes}
        onChange={setMotes}
        min={0}
        max={100}
        steps={[-5, -1, 1, 5, 10]}
        testId="respire-motes"
      />
      <StActionCheck
        label="Include QCs"
        checked={includeQcs}
        onChange={setIncludeQcs}
        testId="respire-include-qcs"
      />
    </StActionDialog>
  )
}
