import { cleanTagList } from '@loom/core'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { memo } from 'react'
import { DebouncedNumberField } from '../../widgets/inputs/DebouncedNumberField.tsx'
import { DebouncedTextField } from '../../widgets/inputs/DebouncedTextField.tsx'
import { useDraft } from '../../widgets/inputs/use-draft.ts'

type Commit<T> = (value: T) => void

/**
 * Fields re-render only when what they show changes. Their callbacks close over stable
 * things (the character's id, a row's id), so a newer copy of one does nothing different.
 */
function sameShown<P extends object>(a: P, b: P): boolean {
  for (const key of Object.keys(b) as (keyof P)[]) {
    if (typeof b[key] === 'function') continue
    const [x, y] = [a[key], b[key]]
    if (x === y) continue
    if (Array.isArray(x) && Array.isArray(y) && x.join('\u0000') === y.join('\u0000')) continue
    if (typeof x === 'object' && typeof y === 'object' && JSON.stringify(x) === JSON.stringify(y))
      continue
    return false
  }
  return Object.keys(a).length === Object.keys(b).length
}

/**
 * Whether typed digits already make a whole entry: another digit could not give a value in
 * range ("3" for Dexterity, 1–10), so waiting for more typing would only delay the sheet.
 */
export function entryIsComplete(text: string, max: number): boolean {
  if (!/^\d+$/.test(text)) return false
  return Number(text) * 10 > max
}

interface NumberProps {
  label: string
  value: number
  min: number
  max: number
  onCommit: Commit<number>
  testId: string
  width?: number
  size?: TextFieldProps['size']
}

/**
 * A rating (attribute, ability, Essence): sends at once when the entry is whole ("3" for a
 * 1–10 rating), otherwise when typing pauses ("1" might become "10").
 */
export const RatingField = memo(function RatingField({
  label,
  value,
  min,
  max,
  onCommit,
  testId,
  width = 88,
  size = 'small',
}: NumberProps) {
  const send = (text: string) => {
    const parsed = Number.parseInt(text, 10)
    if (Number.isFinite(parsed)) onCommit(Math.min(max, Math.max(min, parsed)))
  }
  const { draft, change, focus, blur, reset } = useDraft<string>(String(value), send)
  return (
    <TextField
      label={label}
      type="number"
      size={size}
      margin="dense"
      value={draft}
      onChange={(event) => {
        change(event.target.value)
        if (entryIsComplete(event.target.value, max)) send(event.target.value)
      }}
      onFocus={(event) => {
        focus()
        event.target.select()
      }}
      onBlur={() => {
        blur()
        if (!Number.isFinite(Number.parseInt(draft, 10))) reset()
      }}
      sx={{ width }}
      slotProps={{ htmlInput: { min, max, inputMode: 'numeric', 'data-testid': testId } }}
    />
  )
}, sameShown)

/** A whole number that may run past a rating's range (bonuses, damage, points). */
export const NumberField = memo(function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
  testId,
  width = 96,
  size = 'small',
}: NumberProps) {
  return (
    <DebouncedNumberField
      label={label}
      size={size}
      margin="dense"
      value={value}
      min={min}
      max={max}
      onCommit={onCommit}
      sx={{ width }}
      testId={testId}
    />
  )
}, sameShown)

export const TextInput = memo(function TextInput({
  label,
  value,
  onCommit,
  testId,
  multiline = false,
  rows,
  helperText,
  fullWidth = true,
  validate,
}: {
  label: string
  value: string
  onCommit: Commit<string>
  testId: string
  multiline?: boolean
  rows?: { min: number; max: number }
  helperText?: string
  fullWidth?: boolean
  validate?: (value: string) => string | null
}) {
  return (
    <DebouncedTextField
      label={label}
      size="small"
      value={value}
      onCommit={onCommit}
      multiline={multiline}
      minRows={rows?.min}
      maxRows={rows?.max}
      helperText={helperText}
      fullWidth={fullWidth}
      validate={validate}
      margin="dense"
      testId={testId}
    />
  )
}, sameShown)

/** Lower-case, comma separated; sent as a list once typing pauses. */
export const TagsInput = memo(function TagsInput({
  label,
  value,
  onCommit,
  testId,
}: {
  label: string
  value: readonly string[]
  onCommit: Commit<string[]>
  testId: string
}) {
  return (
    <TextInput
      label={label}
      value={value.join(', ')}
      onCommit={(text) => onCommit(cleanTagList(text.split(',')))}
      testId={testId}
    />
  )
}, sameShown)

export const CheckInput = memo(function CheckInput({
  label,
  checked,
  onCommit,
  testId,
  disabled,
}: {
  label: string
  checked: boolean
  onCommit: Commit<boolean>
  testId: string
  disabled?: boolean
}) {
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onCommit(event.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
    />
  )
}, sameShown)

export interface Choice {
  value: string
  label: string
}

/**
 * A select's options, each with a test id naming its value; in a multiple select, `chosen`
 * ticks the ones picked.
 */
function choiceOptions(choices: readonly Choice[], testId: string, chosen?: readonly string[]) {
  return choices.map((choice) => (
    <MenuItem
      key={choice.value}
      value={choice.value}
      data-testid={`${testId}-option-${choice.value}`}
    >
      {chosen && <Checkbox size="small" checked={chosen.includes(choice.value)} />}
      {choice.label}
    </MenuItem>
  ))
}

export const SelectInput = memo(function SelectInput({
  label,
  value,
  choices,
  onCommit,
  testId,
  width = 180,
  disabled,
}: {
  label: string
  value: string
  choices: readonly Choice[]
  onCommit: Commit<string>
  testId: string
  width?: number
  disabled?: boolean
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => onCommit(event.target.value)}
      sx={{ minWidth: width }}
      margin="dense"
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {choiceOptions(choices, testId)}
    </TextField>
  )
}, sameShown)

export const MultiSelectInput = memo(function MultiSelectInput({
  label,
  value,
  choices,
  onCommit,
  testId,
  max,
  disabled,
  helperText,
}: {
  label: string
  value: readonly string[]
  choices: readonly Choice[]
  onCommit: Commit<string[]>
  testId: string
  max?: number
  disabled?: boolean
  helperText?: string
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={[...value]}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => {
        const next = event.target.value as unknown as string[]
        onCommit(max === undefined ? next : next.slice(-max))
      }}
      fullWidth
      margin="dense"
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[])
              .map((v) => choices.find((c) => c.value === v)?.label ?? v)
              .join(', '),
          SelectDisplayProps: { 'data-testid': testId } as object,
        },
      }}
    >
      {choiceOptions(choices, testId, value)}
    </TextField>
  )
}, sameShown)
