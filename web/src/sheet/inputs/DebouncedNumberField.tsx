import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useDraft } from './use-draft.ts'

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type'> & {
  value: number
  min: number
  max: number
  onCommit: (value: number) => void
  testId: string
}

/**
 * A number field that clamps to its range and sends after typing pauses: typing "12"
 * sends 12 once, not 1 and then 12. A half-typed entry ("", "-") is kept until blur,
 * when it falls back to the stored value.
 */
export function DebouncedNumberField({ value, min, max, onCommit, testId, ...rest }: Props) {
  const { draft, change, focus, blur, reset } = useDraft<string>(String(value), (text) => {
    const parsed = Number.parseInt(text, 10)
    if (Number.isFinite(parsed)) onCommit(Math.min(max, Math.max(min, parsed)))
  })
  return (
    <TextField
      {...rest}
      type="number"
      value={draft}
      onChange={(event) => change(event.target.value)}
      onFocus={(event) => {
        focus()
        event.target.select()
      }}
      onBlur={() => {
        blur()
        if (!Number.isFinite(Number.parseInt(draft, 10))) reset()
      }}
      slotProps={{ htmlInput: { min, max, inputMode: 'numeric', 'data-testid': testId } }}
    />
  )
}
