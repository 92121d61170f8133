import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import type { Character } from '../../api/types.ts'
import { typeRecord } from '../../character/type-display.ts'
import { useAppDispatch } from '../../store/hooks.ts'
import { changeCharacterType } from '../../store/items.ts'
import { CharacterTypeSelect } from '../CharacterTypeSelect.tsx'

interface Props {
  character: Character
  open: boolean
  onClose: () => void
}

const MORTAL = 'Character'

export function ChangeTypeDialog({ character, open, onClose }: Props) {
  const current = character.type ?? MORTAL
  const [type, setType] = useState<string>(current)
  const [busy, setBusy] = useState(false)
  const dispatch = useAppDispatch()
  const titleId = useId()
  const losesCharms = type === MORTAL && current !== MORTAL

  const submit = async () => {
    setBusy(true)
    try {
      await dispatch(changeCharacterType(character.id, type))
      onClose()
    } catch {
      // Shown as a notice; the dialog stays for another try.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="change-type-dialog"
    >
      <DialogTitle id={titleId}>Change Exalt Type</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>Current type: {typeRecord(current).label}</Typography>
        <CharacterTypeSelect value={type} onChange={setType} testId="change-type-select" />
        {losesCharms && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="change-type-mortal-warning">
            Changing to Mortal deletes this character's Native Charms, Martial Arts Charms,
            Evocations and Spirit Charms. This cannot be undone.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="change-type-cancel">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy || type === '' || type === current}
          data-testid="change-type-submit"
        >
          Change type
        </Button>
      </DialogActions>
    </Dialog>
  )
}
