import { type Character, logTotals } from '@loom/core'
import Typography from '@mui/material/Typography'
import { NumberField, TextInput } from '../../sheet/inputs/fields.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import type { CharacterEdits } from '../use-character.ts'

type Entry = Character['xp_log'][number]
type LogField = 'xp_log' | 'xp_log_solar' | 'bp_log'

interface Props {
  character: Character
  edits: CharacterEdits
  field: LogField
  label: string
  /** The earned total beside an XP log; the BP log has none. */
  earnedField?: 'xp_total' | 'xp_solar_total'
}

export function ExperienceEditor({ character, edits, field, label, earnedField }: Props) {
  const log = character[field]
  const { awarded, spent, remaining } = logTotals(log, earnedField ? character[earnedField] : null)
  return (
    <>
      <ListEditor<Entry>
        label={label}
        rows={log}
        newRow={(position) => ({ label: `New Entry ${position}`, points: 0 })}
        describe={(row) => `entry ${row.label}`}
        onEdit={(edit) => edits.editList(field, edit)}
        renderRow={(row, update) => (
          <>
            <TextInput
              label="For"
              value={row.label}
              fullWidth={false}
              onCommit={(text) => update({ label: text })}
              testId={`${field}-label-${row.id}`}
            />
            <NumberField
              label="Points"
              value={row.points}
              min={-9999}
              max={9999}
              onCommit={(points) => update({ points })}
              testId={`${field}-points-${row.id}`}
            />
          </>
        )}
        testId={`list-${field.replace(/_/g, '-')}`}
      />
      {earnedField ? (
        <>
          <NumberField
            label="Earned"
            value={character[earnedField]}
            min={-9999}
            max={99999}
            onCommit={(value) => edits.update({ [earnedField]: value })}
            testId={`editor-${earnedField}`}
          />
          <Typography variant="body2" data-testid={`${field}-totals`}>
            {awarded > 0 && `Awarded: ${awarded}, `}Total: {spent}, Remaining: {remaining}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" data-testid={`${field}-totals`}>
          Total: {spent}
        </Typography>
      )}
    </>
  )
}
