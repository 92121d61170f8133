import { INITIATIVE_BREAK } from '@loom/core'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import type { CombatantRow } from './chronicle-selectors.ts'

/**
 * Asked when an Initiative change crashes a combatant: who did it? That attacker gains the
 * Initiative Break (+5). "Nobody" (a fall, a poison, a correction) breaks nothing.
 */
export function CrashDialog({
  target,
  initiative,
  attackers,
  onClose,
  onCrash,
}: {
  target: CombatantRow
  initiative: number
  attackers: readonly CombatantRow[]
  onClose: () => void
  onCrash: (attacker: CombatantRow | null) => Promise<void>
}) {
  const titleId = useId()
  const [chosen, setChosen] = useState('')
  const [busy, setBusy] = useState(false)
  const attacker = attackers.find((row) => `${row.kind}:${row.id}` === chosen) ?? null
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid="crash-dialog">
      <DialogTitle id={titleId}>{target.name} crashes</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          At {initiative} Initiative {target.name} is in Initiative Crash. Who crashed them? They
          gain the Initiative Break (+{INITIATIVE_BREAK}).
        </Typography>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Crashed by"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'crash-attacker' } as object },
          }}
        >
          <MenuItem value="" data-testid="crash-attacker-none">
            Nobody (no Initiative Break)
          </MenuItem>
          {attackers.map((row) => (
            <MenuItem
              key={`${row.kind}:${row.id}`}
              value={`${row.kind}:${row.id}`}
              data-testid={`crash-attacker-${row.kind}-${row.id}`}
            >
              {row.name} ({row.initiative})
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="crash-cancel">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            await onCrash(attacker)
            setBusy(false)
            onClose()
          }}
          data-testid="crash-submit"
        >
          Crash
        </Button>
      </DialogActions>
    </Dialog>
  )
}
