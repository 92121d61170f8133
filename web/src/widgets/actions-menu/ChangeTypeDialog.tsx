import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Character } from '../../api/types.ts'
import { typeRecord } from '../../character/type-display.ts'
import { useAppDispatch } from '../../store/hooks.ts'
import { changeCharacterType } from '../../store/items.ts'
import { ActionDialog } from '../ActionDialog.tsx'
import { CharacterTypeSelect } from '../CharacterTypeSelect.tsx'

interface Props {
  character: { id: Character['id']; type: Character['type'] | undefined }
  open: boolean
  onClose: () => void
}

const MORTAL = 'Character'

export function ChangeTypeDialog({ character, open, onClose }: Props) {
  const current = character.type ?? MORTAL
  const [type, setType] = useState<string>(current)
  const dispatch = useAppDispatch()
  const losesCharms = type === MORTAL && current !== MORTAL

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title="Change Exalt Type"
      onSubmit={() => dispatch(changeCharacterType(character.id, type))}
      submitLabel="Change type"
      disabled={type === '' || type === current}
      testId="change-type-dialog"
      cancelTestId="change-type-cancel"
      submitTestId="change-type-submit"
    >
      <Typography gutterBottom>Current type: {typeRecord(current).label}</Typography>
      <CharacterTypeSelect value={type} onChange={setType} testId="change-type-select" />
      {losesCharms && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="change-type-mortal-warning">
          Changing to Mortal deletes this character's Native Charms, Martial Arts Charms, Evocations
          and Spirit Charms. This cannot be undone.
        </Alert>
      )}
    </ActionDialog>
  )
}
