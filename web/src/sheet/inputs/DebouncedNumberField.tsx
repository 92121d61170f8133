import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useDraft } from './use-draft.ts'

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type'> & {
  value: number
  min: number
  max: number
  onCommit: (value: number) => void
  testId: string
  /** Send at once when another digit could not give a value in range (ratings). */
  sendWhenWhole?: boolean
}

/**
 * Whether typed digits already make a whole entry: another digit could not give a value in
 * range ("3" for Dexterity, 1–10), so waiting for more typing would only delay the sheet.
 */
export function entryIsComplete(text: string, max: number): boolean {
  if (!/^\d+$/.test(text)) return false
  return Number(text) * 10 > max
}

/**
 * A number field that clamps to its range and sends after typing pauses: typing "12"
 * sends 12 once, not 1 and then 12. A half-typed entry ("", "-") is kept until blur,
 * when it falls back to the stored value.
 */
export function DebouncedNumberField({
  value,
  min,
  max,
  onCommit,
  testId,
  sendWhenWhole = false,
  ...rest
}: Props) {
  const send = (text: string) => {
    const parsed = Number.parseInt(text, 10)
    if (Number.isFinite(parsed)) onCommit(Math.min(max, Math.max(min, parsed)))
  }
  const { draft, change, focus, blur, reset } = useDraft<string>(String(value), send)
  return (
    <TextField
      {...rest}
      type="number"
      value={draft}
      onChange={(event) => {
        change(event.target.value)
        if (sendWhenWhole && entryIsComplete(event.target.value, max)) send(event.target.value)
      }}
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
