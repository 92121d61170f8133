import { INITIATIVE_BREAK } from '@loom/core'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { CombatantRow } from '../store/chronicles/index.ts'
import { ActionDialog } from '../widgets/ActionDialog.tsx'
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
  const [chosen, setChosen] = useState('')
  const attacker = attackers.find((row) => choiceKey(row.kind, row.id) === chosen) ?? null
  return (
    <ActionDialog
      onClose={onClose}
      title={`${target.name} crashes`}
      onSubmit={() => onCrash(attacker)}
      submitLabel="Crash"
      testId="crash-dialog"
      cancelTestId="crash-cancel"
      submitTestId="crash-submit"
    >
      <Typography gutterBottom>
        At {initiative} Initiative {target.name} is in Initiative Crash. Who crashed them? They gain
        the Initiative Break (+{INITIATIVE_BREAK}).
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
    </ActionDialog>
  )
}
