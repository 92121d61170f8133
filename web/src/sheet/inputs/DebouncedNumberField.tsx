import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useState } from 'react'
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

/** Why the field shows something else than what was typed; null when it shows the typing. */
export function correctionOf(text: string, min: number, max: number): string | null {
  const parsed = Number.parseInt(text, 10)
  if (!Number.isFinite(parsed)) return null
  if (parsed > max) return `at most ${max}`
  if (parsed < min) return `at least ${min}`
  return null
}

/**
 * A number field that clamps to its range and sends after typing pauses: typing "12"
 * sends 12 once, not 1 and then 12. What is sent is what the field shows: an entry out of
 * range shows the clamped value with the reason ("at most 10") under the field, and letters
 * say that only numbers go there. A half-typed entry ("", "-") is kept until blur, when it
 * falls back to the stored value.
 */
export function DebouncedNumberField({
  value,
  min,
  max,
  onCommit,
  testId,
  sendWhenWhole = false,
  helperText,
  ...rest
}: Props) {
  const [note, setNote] = useState<string | null>(null)
  const send = (text: string) => {
    const parsed = Number.parseInt(text, 10)
    if (!Number.isFinite(parsed)) return
    const clamped = Math.min(max, Math.max(min, parsed))
    const correction = correctionOf(text, min, max)
    if (correction !== null) {
      setNote(correction)
      replace(String(clamped))
    }
    onCommit(clamped)
  }
  const { draft, change, focus, blur, reset, replace } = useDraft<string>(String(value), send)
  return (
    <TextField
      {...rest}
      type="number"
      value={draft}
      helperText={note ?? helperText}
      onChange={(event) => {
        // A number input reads letters as no value at all; its validity says what happened.
        setNote(event.target.validity?.badInput ? 'numbers only' : null)
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
