import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'
import { TextInput } from '../sheet/inputs/fields.tsx'
import { ProseText } from './ProseText.tsx'

/**
 * A card's notes: the player's Markdown, or "No notes". Editors switch to the field with
 * "Edit..." and back with "Done"; every pause in typing is saved.
 */
export default function NotesDialog({
  name,
  notes,
  onSave,
  onClose,
  testId,
}: {
  name: string
  notes: string
  /** Given to editors only. */
  onSave?: (notes: string) => void
  onClose: () => void
  testId: string
}) {
  const [editing, setEditing] = useState(false)
  const titleId = useId()
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>Notes: {name}</DialogTitle>
      <DialogContent>
        {editing && onSave ? (
          <TextInput
            label="Notes"
            value={notes}
            onCommit={onSave}
            multiline
            rows={{ min: 4, max: 16 }}
            helperText="(Supports Markdown)"
            testId={`${testId}-field`}
          />
        ) : (
          <ProseText text={notes} empty="No notes" variant="body1" testId={`${testId}-text`} />
        )}
      </DialogContent>
      <DialogActions>
        {onSave && (
          <Button onClick={() => setEditing(!editing)} data-testid={`${testId}-edit`}>
            {editing ? 'Done' : 'Edit...'}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} data-testid={`${testId}-close`}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
