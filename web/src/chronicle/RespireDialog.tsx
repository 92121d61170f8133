import { useState } from 'react'
import { AmountStepper } from '../sheet/AmountStepper.tsx'
import { StActionDialog, type StActionProps } from './StActionDialog.tsx'

/** "Respire Motes": everyone's motes come back, peripheral first, up to what is uncommitted. */
export function RespireDialog(props: StActionProps) {
  const [motes, setMotes] = useState(5)
  return (
    <StActionDialog
      {...props}
      title="Respire Motes"
      submitLabel="Respire"
      testId="respire-dialog"
      about="Characters respire 5 motes each round of combat, and 5 an hour out of it (10 while relaxing); peripheral motes come back before personal ones (core p.174)."
      body={{ motes }}
      checks={[{ field: 'include_qcs', label: 'Include QCs', testId: 'respire-include-qcs' }]}
    >
      <AmountStepper
        label="Motes"
        value={motes}
        onChange={setMotes}
        min={0}
        max={100}
        steps={[-5, -1, 1, 5, 10]}
        testId="respire-motes"
      />
    </StActionDialog>
  )
}
