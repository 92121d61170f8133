import Alert from '@mui/material/Alert'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Chronicle } from '../api/types.ts'
import { addToChronicle } from '../store/chronicles/index.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectMyItems } from '../store/selectors.ts'
import { ActionDialog } from '../widgets/ActionDialog.tsx'
import { ITEM_LABELS } from '../widgets/item-labels.ts'

/**
 * "Add a Character to {chronicle}": one of the player's own items that is in no chronicle.
 * A hidden one is only seen by its owner and the storyteller, and the dialog says so.
 */
export function AddToChronicleDialog({
  chronicle,
  kind,
  onClose,
}: {
  chronicle: Chronicle
  kind: ItemKind
  onClose: () => void
}) {
  const mine = useAppSelector((state) => selectMyItems(state, kind))
  const free = mine.filter((item) => item.chronicle_id === null)
  const [chosen, setChosen] = useState<number | ''>('')
  const [error, setError] = useState<string | null>(null)
  const dispatch = useAppDispatch()
  const label = ITEM_LABELS[kind].singular
  const item = free.find((candidate) => candidate.id === chosen)

  const testId = `add-${kind}-dialog`
  return (
    <ActionDialog
      onClose={onClose}
      title={`Add a ${label} to ${chronicle.name}`}
      onSubmit={() => chosen !== '' && dispatch(addToChronicle(chronicle.id, kind, chosen))}
      onFailure={setError}
      submitLabel="Add"
      disabled={chosen === ''}
      testId={testId}
      fullWidth
    >
      {free.length === 0 ? (
        <Typography data-testid={`${testId}-none`}>
          All your {ITEM_LABELS[kind].plural.toLowerCase()} are already in a chronicle, or you have
          none yet.
        </Typography>
      ) : (
        <TextField
          select
          fullWidth
          margin="dense"
          label={label}
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': `${testId}-select` } as object },
          }}
        >
          <MenuItem value="" disabled>
            Select a {label}
          </MenuItem>
          {free.map((candidate) => (
            <MenuItem
              key={candidate.id}
              value={candidate.id}
              data-testid={`${testId}-option-${candidate.id}`}
            >
              {candidate.name}
              {candidate.hidden ? ' (hidden)' : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
      {item?.hidden && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid={`${testId}-hidden-note`}>
          {item.name} is hidden: only you and the storyteller will see it in {chronicle.name}.
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
