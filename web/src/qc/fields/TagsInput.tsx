import { DebouncedTextField } from '../../widgets/inputs/DebouncedTextField.tsx'
import { type FieldForm, fieldTestId } from './field-form.ts'

interface Props<T, K extends keyof T & string> {
  form: FieldForm<T>
  field: K
  label: string
  /** Split on new lines instead of commas (rituals, which may hold commas). */
  perLine?: boolean
}

/** A list of words (tags, keywords, categories) typed as one comma-separated line. */
export function TagsInput<T, K extends keyof T & string>({
  form,
  field,
  label,
  perLine = false,
}: Props<T, K>) {
  const separator = perLine ? '\n' : ', '
  const items = Array.isArray(form.row[field]) ? (form.row[field] as string[]) : []
  return (
    <DebouncedTextField
      label={label}
      size="small"
      fullWidth
      multiline={perLine}
      minRows={perLine ? 2 : undefined}
      value={items.join(separator)}
      onCommit={(text) =>
        form.save({
          [field]: text
            .split(perLine ? '\n' : ',')
            .map((item) => item.trim())
            .filter((item) => item !== ''),
        } as Partial<T>)
      }
      testId={fieldTestId(form as FieldForm<unknown>, field)}
    />
  )
}
