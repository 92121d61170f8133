import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { type FieldForm, fieldTestId } from './field-form.ts'

interface Props<T, K extends keyof T & string> {
  form: FieldForm<T>
  field: K
  label: string
}

/** A yes/no field of a row, saved at once. */
export function CheckInput<T, K extends keyof T & string>({ form, field, label }: Props<T, K>) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={form.row[field] === true}
          onChange={(event) => form.save({ [field]: event.target.checked } as Partial<T>)}
          slotProps={{
            input: { 'data-testid': fieldTestId(form as FieldForm<unknown>, field) } as object,
          }}
        />
      }
    />
  )
}
