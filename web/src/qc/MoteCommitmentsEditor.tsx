import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { ListEditor } from '../sheet/ListEditor.tsx'
import { applyListEdit } from '../sheet/list-edit.ts'
import type { StoredCommitment } from '../sheet/mote-spend.ts'
import { DebouncedNumberField } from '../widgets/inputs/DebouncedNumberField.tsx'
import { DebouncedTextField } from '../widgets/inputs/DebouncedTextField.tsx'

interface Props {
  commitments: readonly StoredCommitment[]
  save: (changes: { motes_committed: StoredCommitment[] }) => void
  testId: string
}

const POOLS = [
  { value: 'personal', label: 'Pers' },
  { value: 'peripheral', label: 'Peri' },
] as const

/** Motes tied up in lasting effects: pool, what for, how many, and whether the scene ends it. */
export function MoteCommitmentsEditor({ commitments, save, testId }: Props) {
  return (
    <ListEditor<StoredCommitment>
      label="Committed Motes"
      rows={commitments}
      newRow={(position) => ({ pool: 'peripheral', label: `Commitment ${position}`, motes: 1 })}
      describe={(row) => `${row.label} (${row.motes}m)`}
      onEdit={(edit) => save({ motes_committed: applyListEdit(commitments, edit) })}
      addLabel="Add Commitment"
      empty="No motes committed."
      testId={testId}
      renderRow={(row, update) => (
        <>
          <TextField
            select
            size="small"
            label="Pool"
            value={row.pool}
            onChange={(event) => update({ pool: event.target.value as StoredCommitment['pool'] })}
            sx={{ width: 96 }}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-pool` } }}
          >
            {POOLS.map((pool) => (
              <MenuItem key={pool.value} value={pool.value}>
                {pool.label}
              </MenuItem>
            ))}
          </TextField>
          <DebouncedTextField
            size="small"
            label="For"
            value={row.label}
            onCommit={(label) => update({ label })}
            sx={{ flexGrow: 1, minWidth: 120 }}
            testId={`${testId}-label`}
          />
          <DebouncedNumberField
            size="small"
            label="Motes"
            value={row.motes}
            min={0}
            max={999}
            onCommit={(motes) => update({ motes })}
            sx={{ width: 88 }}
            testId={`${testId}-motes`}
          />
          <FormControlLabel
            label="Scene"
            control={
              <Checkbox
                checked={row.scenelong === true}
                onChange={(event) => update({ scenelong: event.target.checked })}
                slotProps={{ input: { 'data-testid': `${testId}-scenelong` } as object }}
              />
            }
          />
        </>
      )}
    />
  )
}
