import TextField from '@mui/material/TextField'

/**
 * A small number field of a dialog that keeps its value within [min, max]: an entry out of range
 * is clamped and one that is not a number falls back to min.
 */
export function RangeNumberField({
  label,
  value,
  onChange,
  min,
  max,
  testId,
  helperText,
}: {
  label: string
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  testId: string
  helperText?: string
}) {
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      margin="dense"
      value={value}
      helperText={helperText}
      onChange={(event) =>
        onChange(Math.min(max, Math.max(min, Number(event.target.value) || min)))
      }
      slotProps={{ htmlInput: { min, max, 'data-testid': testId } }}
    />
  )
}
