import type { StoredCommitment } from '@loom/core'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { DebouncedNumberField } from './inputs/DebouncedNumberField.tsx'
import { DebouncedTextField } from './inputs/DebouncedTextField.tsx'

interface Props {
  row: StoredCommitment
  update: (changes: Partial<Omit<StoredCommitment, 'id'>>) => void
  testIds: Readonly<Record<'pool' | 'label' | 'motes' | 'scene', string>>
}

const POOLS = [
  { value: 'personal', label: 'Pers' },
  { value: 'peripheral', label: 'Peri' },
] as const

/** One mote commitment's fields: pool, what for, how many, and whether the scene ends it. */
export function CommitmentFields({ row, update, testIds }: Props) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Pool"
        value={row.pool}
        onChange={(event) => update({ pool: event.target.value as StoredCommitment['pool'] })}
        sx={{ width: 96 }}
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': testIds.pool } as object },
        }}
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
        testId={testIds.label}
      />
      <DebouncedNumberField
        size="small"
        label="Motes"
        value={row.motes}
        min={0}
        max={999}
        onCommit={(motes) => update({ motes })}
        sx={{ width: 88 }}
        testId={testIds.motes}
      />
      <FormControlLabel
        label="Scene"
        control={
          <Checkbox
            checked={row.scenelong === true}
            onChange={(event) => update({ scenelong: event.target.checked })}
            slotProps={{ input: { 'data-testid': testIds.scene } as object }}
          />
        }
      />
    </>
  )
}
