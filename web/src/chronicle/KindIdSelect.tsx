import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { Id } from '../api/types.ts'

/** One choice among items of several kinds (qcs and battlegroups, or combatants). */
export interface KindIdChoice {
  kind: string
  id: Id
  label: string
}

/** The value a choice has in the select. */
export const choiceKey = (kind: string, id: Id) => `${kind}:${id}`

interface Props {
  label: string
  /** The chosen `kind:id`, or '' for the blank choice. */
  value: string
  onChange: (value: string) => void
  choices: readonly KindIdChoice[]
  /** The first option, worth ''; `disabled` when something must be chosen. */
  blank: { label: string; disabled?: boolean; testId?: string }
  testId: string
  /** Each choice's option has the test id `<optionTestId>-<kind>-<id>`. */
  optionTestId: string
}

/** A select of items of several kinds, each keyed by kind and id. */
export function KindIdSelect({
  label,
  value,
  onChange,
  choices,
  blank,
  testId,
  optionTestId,
}: Props) {
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      <MenuItem value="" disabled={blank.disabled} data-testid={blank.testId}>
        {blank.label}
      </MenuItem>
      {choices.map((choice) => (
        <MenuItem
          key={choiceKey(choice.kind, choice.id)}
          value={choiceKey(choice.kind, choice.id)}
          data-testid={`${optionTestId}-${choice.kind}-${choice.id}`}
        >
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
