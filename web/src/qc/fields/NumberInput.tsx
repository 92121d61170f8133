import type { TextFieldProps } from '@mui/material/TextField'
import { DebouncedNumberField } from '../../widgets/inputs/DebouncedNumberField.tsx'
import { type FieldForm, fieldTestId, rangeOf } from './field-form.ts'

type Props<T, K extends keyof T & string> = {
  form: FieldForm<T>
  field: K
  label: string
  /** Narrower than the schema allows, e.g. current motes up to the total. */
  max?: number
  helperText?: string
  width?: number | string
} & Pick<TextFieldProps, 'sx'>

/** A whole-number field of a row, clamped to the schema's range and saved as typing pauses. */
export function NumberInput<T, K extends keyof T & string>({
  form,
  field,
  label,
  max,
  helperText,
  width = 104,
}: Props<T, K>) {
  const range = rangeOf(form.schema, field)
  return (
    <DebouncedNumberField
      label={label}
      size="small"
      value={Number(form.row[field] ?? 0)}
      min={range.min}
      max={Math.min(max ?? range.max, range.max)}
      onCommit={(value) => form.save({ [field]: value } as Partial<T>)}
      helperText={helperText}
      sx={{ width }}
      testId={fieldTestId(form as FieldForm<unknown>, field)}
    />
  )
}
