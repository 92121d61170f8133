import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { DebouncedTextField } from '../../sheet/inputs/DebouncedTextField.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import type { ListEdit } from '../../sheet/list-edit.ts'
import { INTENSITY_OPTIONS } from '../intimacy-labels.ts'

export interface Intimacy {
  id: string
  subject: string
  rating: number
  hidden?: boolean
}

interface Props {
  label: 'Principles' | 'Ties'
  rows: readonly Intimacy[]
  onEdit: (edit: ListEdit<Intimacy>) => void
  testId: string
}

/** Principles or ties: subject, intensity, and whether only editors may see it. */
export function IntimaciesEditor({ label, rows, onEdit, testId }: Props) {
  const noun = label === 'Ties' ? 'Tie' : 'Principle'
  return (
    <ListEditor<Intimacy>
      label={label}
      rows={rows}
      newRow={(position) => ({ subject: `New ${noun} ${position}`, rating: 1 })}
      describe={(row) => `${noun} ${row.subject}`}
      onEdit={onEdit}
      addLabel={`Add ${noun}`}
      testId={testId}
      renderRow={(row, update) => (
        <>
          <DebouncedTextField
            size="small"
            label="Subject"
            value={row.subject}
            onCommit={(subject) => update({ subject })}
            sx={{ flexGrow: 1, minWidth: 160 }}
            testId={`${testId}-subject`}
          />
          <TextField
            select
            size="small"
            label="Intensity"
            value={String(row.rating)}
            onChange={(event) => update({ rating: Number(event.target.value) })}
            sx={{ width: 120 }}
            slotProps={{ select: { 'data-testid': `${testId}-rating` } as object }}
          >
            {row.rating === 0 && <MenuItem value="0">Unrated</MenuItem>}
            {INTENSITY_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            label="Hidden"
            control={
              <Checkbox
                checked={row.hidden === true}
                onChange={(event) => update({ hidden: event.target.checked })}
                slotProps={{ input: { 'data-testid': `${testId}-hidden` } as object }}
              />
            }
          />
        </>
      )}
    />
  )
}
