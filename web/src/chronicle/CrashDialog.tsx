import { INITIATIVE_BREAK } from '@loom/core'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import type { CombatantRow } from '../store/chronicles/index.ts'
import { choiceKey, KindIdSelect } from './KindIdSelect.tsx'

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
  const attacker = attackers.find((row) => choiceKey(row.kind, row.id) === chosen) ?? null
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid="crash-dialog">
      <DialogTitle id={titleId}>{target.name} crashes</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          At {initiative} Initiative {target.name} is in Initiative Crash. Who crashed them? They
          gain the Initiative Break (+{INITIATIVE_BREAK}).
        </Typography>
        <KindIdSelect
          label="Crashed by"
          value={chosen}
          onChange={setChosen}
          choices={attackers.map((row) => ({
            kind: row.kind,
            id: row.id,
            label: `${row.name} (${row.initiative})`,
          }))}
          blank={{ label: 'Nobody (no Initiative Break)', testId: 'crash-attacker-none' }}
          testId="crash-attacker"
          optionTestId="crash-attacker"
        />
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
