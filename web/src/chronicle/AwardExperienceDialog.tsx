import {
  EXPERIENCE_KINDS,
  type ExperienceKind,
  experienceKindsOf,
  MAX_AWARD_REASON_LENGTH,
  MAX_EXPERIENCE_AWARD,
} from '@loom/core'
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Id } from '../api/types.ts'
import { awardExperience, selectChronicleItems } from '../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { ActionDialog } from '../widgets/ActionDialog.tsx'

const KIND_LABELS: Record<ExperienceKind, string> = {
  normal: 'Experience',
  exalt: 'Their type’s own (Solar, Dragon, Lunar…)',
  craft_silver: 'Silver craft experience',
  craft_gold: 'Gold craft experience',
  craft_white: 'White craft experience',
}

/**
 * The storyteller's "Award experience": several of the chronicle's characters at once, one
 * kind, an amount and a reason, which becomes an "Award: …" line in each one's log. A kind
 * some chosen character does not keep (a Mortal's type experience) is named before sending.
 */
export function AwardExperienceDialog({
  chronicleId,
  onClose,
}: {
  chronicleId: Id
  onClose: () => void
}) {
  const characters = useAppSelector((state) =>
    selectChronicleItems(state, chronicleId, 'characters'),
  )
  const [chosen, setChosen] = useState<Id[]>([])
  const [kind, setKind] = useState<ExperienceKind>('normal')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const dispatch = useAppDispatch()
  const testId = 'award-experience-dialog'

  const points = Number(amount)
  const amountProblem =
    amount !== '' && (!Number.isInteger(points) || points < 1 || points > MAX_EXPERIENCE_AWARD)
      ? `A whole number from 1 to ${MAX_EXPERIENCE_AWARD}`
      : null
  const lacking = characters.filter(
    (character) =>
      chosen.includes(character.id) &&
      !experienceKindsOf(String(character.type ?? 'Character')).includes(kind),
  )
  const ready =
    chosen.length > 0 &&
    amount !== '' &&
    amountProblem === null &&
    reason.trim() !== '' &&
    lacking.length === 0

  const toggle = (id: Id) =>
    setChosen((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]))

  return (
    <ActionDialog
      onClose={onClose}
      title="Award experience"
      onSubmit={async () => {
        await dispatch(
          awardExperience(chronicleId, {
            character_ids: chosen,
            kind,
            amount: points,
            reason: reason.trim(),
          }),
        )
      }}
      onFailure={setError}
      submitLabel="Award"
      disabled={!ready}
      testId={testId}
      fullWidth
    >
      {characters.length === 0 ? (
        <Typography data-testid={`${testId}-none`}>
          No characters are in this chronicle yet.
        </Typography>
      ) : (
        <FormGroup sx={{ mb: 1 }}>
          <FormLabel component="legend">Characters</FormLabel>
          {characters.map((character) => (
            <FormControlLabel
              key={character.id}
              control={
                <Checkbox
                  checked={chosen.includes(character.id)}
                  onChange={() => toggle(character.id)}
                  slotProps={{
                    input: { 'data-testid': `${testId}-character-${character.id}` } as object,
                  }}
                />
              }
              label={`${character.name}${character.hidden ? ' (hidden)' : ''}`}
            />
          ))}
        </FormGroup>
      )}
      <TextField
        select
        fullWidth
        margin="dense"
        label="Kind"
        value={kind}
        onChange={(event) => setKind(event.target.value as ExperienceKind)}
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': `${testId}-kind` } as object },
        }}
      >
        {EXPERIENCE_KINDS.map((option) => (
          <MenuItem key={option} value={option} data-testid={`${testId}-kind-${option}`}>
            {KIND_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        margin="dense"
        label="Amount"
        type="number"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountProblem !== null}
        helperText={amountProblem ?? ' '}
        slotProps={{
          htmlInput: { min: 1, max: MAX_EXPERIENCE_AWARD, 'data-testid': `${testId}-amount` },
        }}
      />
      <TextField
        fullWidth
        margin="dense"
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        helperText={`Logged as "Award: ${reason.trim() || '…'}" (${reason.length}/${MAX_AWARD_REASON_LENGTH})`}
        slotProps={{
          htmlInput: { maxLength: MAX_AWARD_REASON_LENGTH, 'data-testid': `${testId}-reason` },
        }}
      />
      {lacking.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid={`${testId}-lacking`}>
          {lacking.map((character) => character.name).join(', ')} keep no experience of this kind.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
    </ActionDialog>
  )
}
