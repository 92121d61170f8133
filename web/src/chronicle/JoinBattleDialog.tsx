import { JOIN_BATTLE_BONUS } from '@loom/core'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { ActionDialog } from '../widgets/ActionDialog.tsx'

/** "Join Battle": the successes rolled, and the Initiative they give (successes + 3). */
export function JoinBattleDialog({
  name,
  pool,
  onClose,
  onJoin,
}: {
  name: string
  pool: number | null
  onClose: () => void
  onJoin: (successes: number) => Promise<boolean>
}) {
  const [text, setText] = useState('')
  const successes = Number.parseInt(text, 10)
  const valid = Number.isInteger(successes) && successes >= 0 && successes <= 100
  return (
    <ActionDialog
      onClose={onClose}
      title="Join Battle"
      form
      onSubmit={() => valid && onJoin(successes)}
      submitLabel="Join Battle"
      disabled={!valid}
      testId="join-battle-dialog"
      cancelTestId="join-battle-cancel"
      submitTestId="join-battle-submit"
    >
      {pool !== null && (
        <Typography gutterBottom data-testid="join-battle-pool">
          Join Battle Pool: {pool} dice
        </Typography>
      )}
      <TextField
        autoFocus
        label="Result"
        type="number"
        margin="dense"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={text !== '' && !valid}
        helperText={text !== '' && !valid ? 'Enter the successes rolled, 0 to 100' : ' '}
        slotProps={{ htmlInput: { min: 0, max: 100, 'data-testid': 'join-battle-result' } }}
      />
      <Typography data-testid="join-battle-preview">
        {valid
          ? `${name} will join combat with ${successes + JOIN_BATTLE_BONUS} initiative.`
          : `${name} joins with the successes + ${JOIN_BATTLE_BONUS} as initiative.`}
      </Typography>
    </ActionDialog>
  )
}
