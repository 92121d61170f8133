import TextField from '@mui/material/TextField'

/** A full-width, one-line text field of a dialog, at most 200 characters (a name, an interval). */
export function ShortTextField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
}) {
  return (
    <TextField
      label={label}
      fullWidth
      size="small"
      margin="dense"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': testId } }}
    />
  )
}
