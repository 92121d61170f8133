import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'

/** A list of short words with suggestions; type a new one and press Enter to add it. */
export function ChipsInput({
  label,
  value,
  options,
  optionLabel = (option: string) => option,
  onCommit,
  testId,
}: {
  label: string
  value: readonly string[]
  options: readonly string[]
  optionLabel?: (option: string) => string
  onCommit: (value: string[]) => void
  testId: string
}) {
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={[...options]}
      value={[...value]}
      getOptionLabel={optionLabel}
      onChange={(_event, next) =>
        onCommit([...new Set(next.map((entry) => entry.trim()).filter((entry) => entry !== ''))])
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          margin="dense"
          helperText="Type and press Enter to add"
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  )
}
