import { type FieldForm, fieldTestId, rangeOf } from './field-form.ts'
import {
  CheckInput,
  type Choice,
  NumberField,
  SelectInput,
  TagsInput,
  TextInput,
  typedWords,
} from './fields.tsx'

// The inputs of `fields.tsx` bound to one field of a form's row (QC and battlegroup
// editors): the value is read from the row, a change is saved through the form, and the
// test id is the form's followed by the field's name.

interface Bound<T, K extends keyof T & string> {
  form: FieldForm<T>
  field: K
  label: string
}

/** What the plain input needs from a form: its test id and how to save the field. */
function bind<T, K extends keyof T & string>(form: FieldForm<T>, field: K) {
  return {
    testId: fieldTestId(form as FieldForm<unknown>, field),
    onCommit: (value: unknown) => form.save({ [field]: value } as Partial<T>),
  }
}

/** A yes/no field of a row, saved at once. */
export function FormCheckInput<T, K extends keyof T & string>({ form, field, label }: Bound<T, K>) {
  return <CheckInput label={label} checked={form.row[field] === true} {...bind(form, field)} />
}

/** A whole-number field of a row, clamped to the schema's range and saved as typing pauses. */
export function FormNumberInput<T, K extends keyof T & string>({
  form,
  field,
  label,
  max,
  helperText,
  width = 104,
}: Bound<T, K> & {
  /** Narrower than the schema allows, e.g. current motes up to the total. */
  max?: number
  helperText?: string
  width?: number | string
}) {
  const range = rangeOf(form.schema, field)
  return (
    <NumberField
      label={label}
      value={Number(form.row[field] ?? 0)}
      min={range.min}
      max={Math.min(max ?? range.max, range.max)}
      helperText={helperText}
      width={width}
      margin="none"
      {...bind(form, field)}
    />
  )
}

/** One of a few values for a field of a row, saved at once. */
export function FormSelectInput<T, K extends keyof T & string>({
  form,
  field,
  label,
  options,
  width = 160,
}: Bound<T, K> & { options: readonly Choice<T[K]>[]; width?: number | string }) {
  const { testId, onCommit } = bind(form, field)
  return (
    <SelectInput
      label={label}
      value={form.row[field]}
      choices={options}
      onCommit={onCommit}
      testId={testId}
      width={width}
      margin="none"
      optionTestId={(value) => `${testId}-${String(value) || 'none'}`}
    />
  )
}

/** A list of words (tags, keywords, categories) of a row, kept as typed. */
export function FormTagsInput<T, K extends keyof T & string>({
  form,
  field,
  label,
  perLine = false,
}: Bound<T, K> & {
  /** One a line instead of comma separated (rituals, which may hold commas). */
  perLine?: boolean
}) {
  const words = form.row[field]
  return (
    <TagsInput
      label={label}
      value={Array.isArray(words) ? (words as string[]) : []}
      perLine={perLine}
      clean={typedWords}
      margin="none"
      {...bind(form, field)}
    />
  )
}

/** A text field of a row, saved as typing pauses or on leaving it. */
export function FormTextInput<T, K extends keyof T & string>({
  form,
  field,
  label,
  multiline = false,
  helperText,
  validate,
  width = '100%',
}: Bound<T, K> & {
  multiline?: boolean
  helperText?: string
  /** A reason the text cannot be saved, or null. */
  validate?: (value: string) => string | null
  /** A fixed width; by default the field takes the whole row. */
  width?: number | string
}) {
  return (
    <TextInput
      label={label}
      value={String(form.row[field] ?? '')}
      multiline={multiline}
      rows={multiline ? { min: 3 } : undefined}
      helperText={helperText}
      validate={validate}
      width={width}
      margin="none"
      {...bind(form, field)}
    />
  )
}
