import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { traitLabel } from '../character/trait-labels.ts'
import { singular } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { resolveConflict } from '../store/outbox/outbox.ts'
import { conflictedMutations } from '../store/outbox/outbox-slice.ts'
import { selectRow } from '../store/selectors.ts'
import type { Mutation } from './outbox-store.ts'

type Choice = 'mine' | 'theirs'

const OPTIONS = [
  { choice: 'mine', label: 'Keep mine', testId: 'keep-mine' },
  { choice: 'theirs', label: 'Take theirs', testId: 'take-theirs' },
] as const

/**
 * Asks the player, field by field, which value stands when a change made offline met a
 * different change of the same field made meanwhile: theirs (as the server has it) or mine
 * (sent again). One entity at a time; it cannot be dismissed without choosing, so that no
 * change is dropped unseen.
 */
export default function ConflictDialog() {
  const conflict = useAppSelector((state) => conflictedMutations(state)[0])
  const titleId = useId()
  if (!conflict) return null
  return (
    <Dialog open aria-labelledby={titleId} data-testid="conflict-dialog">
      <ConflictChoices key={conflict.seq} conflict={conflict} titleId={titleId} />
    </Dialog>
  )
}

function ConflictChoices({ conflict, titleId }: { conflict: Mutation; titleId: string }) {
  const dispatch = useAppDispatch()
  const name = useAppSelector((state) => selectRow(state, conflict.kind, conflict.id)?.name)
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  const fields = Object.keys(conflict.changes)
  const chosen = fields.every((field) => choices[field] !== undefined)
  const subject =
    typeof name === 'string' && name !== '' ? `“${name}”` : `this ${singular(conflict.kind)}`
  const save = () => {
    const keepMine = fields.filter((field) => choices[field] === 'mine')
    void dispatch(resolveConflict(conflict.seq, keepMine))
  }
  return (
    <>
      <DialogTitle id={titleId}>Changed elsewhere while you were offline</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Someone else changed {subject} while your changes waited to be sent. Choose, for each
          field, which value to keep.
        </DialogContentText>
        <Stack spacing={2} sx={{ mt: 2 }}>
          {fields.map((field) => (
            <Stack key={field} spacing={0.5} data-testid={`conflict-field-${field}`}>
              <Typography variant="subtitle2" component="h3">
                {fieldName(field)}
              </Typography>
              <ToggleButtonGroup
                exclusive
                orientation="vertical"
                size="small"
                value={choices[field] ?? null}
                onChange={(_event, choice: Choice | null) =>
                  choice && setChoices((held) => ({ ...held, [field]: choice }))
                }
                aria-label={`Which value of ${fieldName(field)} to keep`}
              >
                {OPTIONS.map(({ choice, label, testId }) => (
                  <ToggleButton
                    key={choice}
                    value={choice}
                    sx={VALUE_CASE}
                    data-testid={`conflict-${testId}-${field}`}
                  >
                    {label}: {shown((choice === 'mine' ? conflict.changes : conflict.base)[field])}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!chosen} onClick={save} data-testid="conflict-save">
          Keep these values
        </Button>
      </DialogActions>
    </>
  )
}

/** Values are shown as written, not in the buttons' capitals. */
const VALUE_CASE = { textTransform: 'none' } as const

const fieldName = (field: string) => traitLabel(field.replace(/^(attr|abil)_/, ''))

/** A value as the player reads it; a long text or a list is cut short. */
function shown(value: unknown): string {
  const text =
    value === null || value === undefined || value === ''
      ? '(empty)'
      : typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`
          : JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}
