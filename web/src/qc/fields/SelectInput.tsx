import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { type FieldForm, fieldTestId } from './field-form.ts'

interface Props<T, K extends keyof T & string> {
  form: FieldForm<T>
  field: K
  label: string
  options: readonly { value: T[K]; label: string }[]
  width?: number | string
}

/** One of a few values for a field of a row, saved at once. */
export function SelectInput<T, K extends keyof T & string>({
  form,
  field,
  label,
  options,
  width = 160,
}: Props<T, K>) {
  const value = form.row[field]
  const index = options.findIndex((option) => option.value === value)
  const testId = fieldTestId(form as FieldForm<unknown>, field)
  return (
    <TextField
      select
      size="small"
      label={label}
      value={index < 0 ? '' : String(index)}
      onChange={(event) => {
        const chosen = options[Number(event.target.value)]
        if (chosen) form.save({ [field]: chosen.value } as unknown as Partial<T>)
      }}
      sx={{ width }}
      slotProps={{ select: { 'data-testid': testId } as object }}
    >
      {options.map((option, position) => (
        <MenuItem
          key={option.label}
          value={String(position)}
          data-testid={`${testId}-${String(option.value) || 'none'}`}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
