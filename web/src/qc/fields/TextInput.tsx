import { DebouncedTextField } from '../../widgets/inputs/DebouncedTextField.tsx'
import { type FieldForm, fieldTestId } from './field-form.ts'

interface Props<T, K extends keyof T & string> {
  form: FieldForm<T>
  field: K
  label: string
  multiline?: boolean
  helperText?: string
  /** A reason the text cannot be saved, or null. */
  validate?: (value: string) => string | null
  /** A fixed width; by default the field takes the whole row. */
  width?: number | string
}

/** A text field of a row, saved as typing pauses or on leaving it. */
export function TextInput<T, K extends keyof T & string>({
  form,
  field,
  label,
  multiline = false,
  helperText,
  validate,
  width = '100%',
}: Props<T, K>) {
  return (
    <DebouncedTextField
      label={label}
      size="small"
      sx={{ width }}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={String(form.row[field] ?? '')}
      onCommit={(value) => form.save({ [field]: value } as Partial<T>)}
      validate={validate}
      helperText={helperText}
      testId={fieldTestId(form as FieldForm<unknown>, field)}
    />
  )
}
