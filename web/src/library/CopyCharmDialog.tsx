import type { Charm } from '@loom/core'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Character } from '../api/types.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { copyCharmTo } from '../store/library.ts'
import { selectMyItems } from '../store/selectors.ts'
import { ActionDialog } from '../widgets/ActionDialog.tsx'

/**
 * "Copy to my character": the charm, as seen on someone else's sheet, copied to one of the
 * player's characters (the server refuses a charm kind the character cannot hold, and says so).
 */
export default function CopyCharmDialog({ charm, onClose }: { charm: Charm; onClose: () => void }) {
  const dispatch = useAppDispatch()
  const mine = useAppSelector((state) => selectMyItems(state, 'characters')) as Character[]
  const candidates = mine.filter((character) => character.type !== 'Character')
  const [chosen, setChosen] = useState<number | ''>('')
  const [error, setError] = useState<string | null>(null)
  const testId = 'copy-charm'
  return (
    <ActionDialog
      onClose={onClose}
      title={`Copy ${charm.name} to my character`}
      onSubmit={async () => {
        if (chosen !== '') await dispatch(copyCharmTo(chosen, charm))
      }}
      onFailure={setError}
      submitLabel="Copy"
      disabled={chosen === ''}
      testId={testId}
      fullWidth
    >
      {candidates.length === 0 ? (
        <Typography data-testid={`${testId}-none`}>
          You have no Exalted character to copy a charm to.
        </Typography>
      ) : (
        <TextField
          select
          fullWidth
          margin="dense"
          label="Character"
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': `${testId}-select` } as object },
          }}
        >
          {candidates.map((character) => (
            <MenuItem
              key={character.id}
              value={character.id}
              data-testid={`${testId}-option-${character.id}`}
            >
              {character.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ActionDialog>
  )
}
