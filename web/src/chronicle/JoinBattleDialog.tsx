import { JOIN_BATTLE_BONUS } from '@loom/core'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'

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
  const titleId = useId()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const successes = Number.parseInt(text, 10)
  const valid = Number.isInteger(successes) && successes >= 0 && successes <= 100
  const join = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!valid) return
    setBusy(true)
    const joined = await onJoin(successes)
    setBusy(false)
    if (joined) onClose()
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid="join-battle-dialog">
      <form onSubmit={join}>
        <DialogTitle id={titleId}>Join Battle</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="join-battle-cancel">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!valid || busy}
            data-testid="join-battle-submit"
          >
            Join Battle
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
