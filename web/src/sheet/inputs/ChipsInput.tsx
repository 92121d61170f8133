import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'

const filterSuggestions = createFilterOptions<string>()

/**
 * A list of short words with suggestions; typing a new one offers "✚ Add {text}" (Enter adds
 * it too). `marked` chips carry a ✓ (the current loadout, say).
 */
export function ChipsInput({
  label,
  value,
  options,
  optionLabel = (option: string) => option,
  marked = () => false,
  onCommit,
  testId,
}: {
  label: string
  value: readonly string[]
  options: readonly string[]
  optionLabel?: (option: string) => string
  marked?: (chip: string) => boolean
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
      filterOptions={(suggestions, state) => {
        const typed = state.inputValue.trim()
        const shown = filterSuggestions(suggestions, state)
        const known = typed === '' || suggestions.includes(typed) || value.includes(typed)
        return known ? shown : [...shown, typed]
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {options.includes(option) ? optionLabel(option) : `✚ Add ${option}`}
        </li>
      )}
      renderValue={(chips, getItemProps) =>
        chips.map((chip, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          const text = optionLabel(chip)
          return (
            <Chip key={key} size="small" label={marked(chip) ? `✓ ${text}` : text} {...itemProps} />
          )
        })
      }
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
