import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useDraft } from './use-draft.ts'

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  value: string
  onCommit: (value: string) => void
  /** A reason the draft cannot be sent, shown under the field; null when it is fine. */
  validate?: (value: string) => string | null
  testId: string
}

/** A text field that sends after typing pauses, or on blur, and never while invalid. */
export function DebouncedTextField({
  value,
  onCommit,
  validate,
  testId,
  helperText,
  ...rest
}: Props) {
  const check = (text: string) => validate?.(text) ?? null
  const { draft, change, focus, blur } = useDraft(value, (text) => {
    if (check(text) === null) onCommit(text)
  })
  const problem = check(draft)
  return (
    <TextField
      {...rest}
      value={draft}
      onChange={(event) => change(event.target.value)}
      onFocus={focus}
      onBlur={blur}
      error={problem !== null}
      helperText={problem ?? helperText}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  )
}
