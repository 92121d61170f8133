import type { Character } from '@loom/core'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import type { StoredCommitment } from '../../sheet/mote-spend.ts'
import { DebouncedNumberField } from '../../widgets/inputs/DebouncedNumberField.tsx'
import { DebouncedTextField } from '../../widgets/inputs/DebouncedTextField.tsx'
import type { CharacterEdits } from '../use-character.ts'

/** "Mote Commitments": pool, what for, how many, and whether it ends with the scene. */
export function CommitmentsEditor({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits
}) {
  return (
    <ListEditor<StoredCommitment>
      label="Mote Commitments"
      rows={character.motes_committed as StoredCommitment[]}
      newRow={(position) => ({
        pool: 'peripheral',
        label: `New Commitment ${position}`,
        motes: 0,
        scenelong: false,
      })}
      describe={(row) => `commitment ${row.label}`}
      onEdit={(edit) => edits.editList('motes_committed', edit)}
      renderRow={(row, update) => (
        <>
          <TextField
            select
            label="Pool"
            size="small"
            value={row.pool}
            onChange={(event) => update({ pool: event.target.value as StoredCommitment['pool'] })}
            sx={{ width: 96 }}
            slotProps={{
              select: {
                SelectDisplayProps: { 'data-testid': `commitment-pool-${row.id}` } as object,
              },
            }}
          >
            <MenuItem value="personal">Pers</MenuItem>
            <MenuItem value="peripheral">Peri</MenuItem>
          </TextField>
          <DebouncedTextField
            label="For"
            size="small"
            value={row.label}
            onCommit={(label) => update({ label })}
            testId={`commitment-label-${row.id}`}
          />
          <DebouncedNumberField
            label="Motes"
            size="small"
            value={row.motes}
            min={0}
            max={999}
            onCommit={(motes) => update({ motes })}
            sx={{ width: 80 }}
            testId={`commitment-motes-${row.id}`}
          />
          <FormControlLabel
            label="Scene"
            control={
              <Checkbox
                checked={row.scenelong ?? false}
                onChange={(event) => update({ scenelong: event.target.checked })}
                slotProps={{ input: { 'data-testid': `commitment-scene-${row.id}` } as object }}
              />
            }
          />
        </>
      )}
      testId="list-motes-committed"
    />
  )
}
