import { cleanTagList } from '@loom/core'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { memo } from 'react'
import { DebouncedNumberField } from './DebouncedNumberField.tsx'
import { DebouncedTextField } from './DebouncedTextField.tsx'

type Commit<T> = (value: T) => void

/** The space above and below a field: dense in the character editor, none in QC forms. */
type Margin = 'dense' | 'none'

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

interface NumberProps {
  label: string
  value: number
  min: number
  max: number
  onCommit: Commit<number>
  testId: string
  width?: number
  size?: TextFieldProps['size']
  /** A line under the field (a rating's next-dot experience cost). */
  helperText?: string
}

type NumberFieldProps = Omit<NumberProps, 'width'> & {
  width?: number | string
  margin?: Margin
  sendWhenWhole?: boolean
}

/**
 * A rating (attribute, ability, Essence): sends at once when the entry is whole ("3" for a
 * 1–10 rating), otherwise when typing pauses ("1" might become "10").
 */
export const RatingField = memo(function RatingField({ width = 88, ...rest }: NumberProps) {
  return <NumberField {...rest} width={width} sendWhenWhole />
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
  helperText,
  margin = 'dense',
  sendWhenWhole,
}: NumberFieldProps) {
  return (
    <DebouncedNumberField
      label={label}
      size={size}
      margin={margin}
      value={value}
      min={min}
      max={max}
      onCommit={onCommit}
      helperText={helperText}
      sx={{ width }}
      testId={testId}
      sendWhenWhole={sendWhenWhole}
    />
  )
}, sameShown)

interface TextProps {
  label: string
  value: string
  onCommit: Commit<string>
  testId: string
  multiline?: boolean
  rows?: { min: number; max?: number }
  helperText?: string
  fullWidth?: boolean
  /** A fixed width, in place of `fullWidth`. */
  width?: number | string
  validate?: (value: string) => string | null
  margin?: Margin
}

/** A text field, sent as typing pauses or on leaving it, never while `validate` objects. */
export const TextInput = memo(function TextInput({
  label,
  value,
  onCommit,
  testId,
  multiline = false,
  rows,
  helperText,
  fullWidth = true,
  width,
  validate,
  margin = 'dense',
}: TextProps) {
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
      fullWidth={width === undefined && fullWidth}
      sx={width === undefined ? undefined : { width }}
      validate={validate}
      margin={margin}
      testId={testId}
    />
  )
}, sameShown)

/** Words as typed, without blanks: QC keywords and rituals keep their case. */
export const typedWords = (words: readonly string[]) =>
  words.map((word) => word.trim()).filter((word) => word !== '')

/**
 * A list of words (tags, keywords, categories) typed as one comma-separated line, or one a
 * line; sent as a list once typing pauses, cleaned as the server keeps tags unless told.
 */
export const TagsInput = memo(function TagsInput({
  label,
  value,
  onCommit,
  testId,
  perLine = false,
  clean = cleanTagList,
  margin,
}: {
  label: string
  value: readonly string[]
  onCommit: Commit<string[]>
  testId: string
  /** One word a line (rituals, which may hold commas). */
  perLine?: boolean
  clean?: (words: readonly string[]) => string[]
  margin?: Margin
}) {
  return (
    <TextInput
      label={label}
      value={value.join(perLine ? '\n' : ', ')}
      onCommit={(text) => onCommit(clean(text.split(perLine ? '\n' : ',')))}
      multiline={perLine}
      rows={perLine ? { min: 2 } : undefined}
      margin={margin}
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

export interface Choice<V = string> {
  value: V
  label: string
}

interface SelectProps<V> {
  label: string
  value: V
  choices: readonly Choice<V>[]
  onCommit: Commit<V>
  testId: string
  /** A fixed width; without it the field grows from `minWidth`. */
  width?: number | string
  minWidth?: number
  disabled?: boolean
  margin?: Margin
  /** The test id of a choice; by default `{testId}-option-{value}`. */
  optionTestId?: (value: V) => string
}

/**
 * One of a few values (strings, numbers…). The menu holds each choice by its position, so a
 * value of any type can be chosen; a value not among the choices shows blank.
 */
function SelectInputView<V>({
  label,
  value,
  choices,
  onCommit,
  testId,
  width,
  minWidth = 180,
  disabled,
  margin = 'dense',
  optionTestId = (option) => `${testId}-option-${String(option)}`,
}: SelectProps<V>) {
  const index = choices.findIndex((choice) => choice.value === value)
  return (
    <TextField
      select
      label={label}
      size="small"
      value={index < 0 ? '' : String(index)}
      disabled={disabled}
      onChange={(event) => {
        const chosen = choices[Number(event.target.value)]
        if (chosen) onCommit(chosen.value)
      }}
      sx={width === undefined ? { minWidth } : { width }}
      margin={margin}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {choices.map((choice, position) => (
        <MenuItem
          key={String(choice.value)}
          value={String(position)}
          data-testid={optionTestId(choice.value)}
        >
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

export const SelectInput = memo(SelectInputView, sameShown) as typeof SelectInputView

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
      {choices.map((choice) => (
        <MenuItem
          key={choice.value}
          value={choice.value}
          data-testid={`${testId}-option-${choice.value}`}
        >
          <Checkbox size="small" checked={value.includes(choice.value)} />
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  )
}, sameShown)
