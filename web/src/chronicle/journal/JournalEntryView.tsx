import { canEditJournalEntry, type JournalEntry } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useId, useState } from 'react'
import type { Chronicle } from '../../api/types.ts'
import { selectPlayerName } from '../../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { deleteJournalEntry } from '../../store/journal/index.ts'
import { ConfirmDialog } from '../../widgets/ConfirmDialog.tsx'
import { ProseText } from '../../widgets/ProseText.tsx'
import { membershipOf, sessionLine, VISIBILITY_LABELS } from './journal-labels.ts'

/**
 * One entry read in full: its Markdown body rendered as players' prose always is (no raw
 * HTML, unsafe links dropped), who wrote it and who reads it; Edit and Delete for its author
 * and the storyteller. Full screen on a phone.
 */
export function JournalEntryView({
  chronicle,
  entry,
  onClose,
  onEdit,
}: {
  chronicle: Chronicle
  entry: JournalEntry
  onClose: () => void
  onEdit: () => void
}) {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  const titleId = useId()
  const dispatch = useAppDispatch()
  const me = useAppSelector((state) => state.session.id)
  const chosenNames = useAppSelector((state) =>
    entry.chosen_player_ids.map((id) => selectPlayerName(state, id)).join(', '),
  )
  const [deleting, setDeleting] = useState(false)
  const editable = canEditJournalEntry({ id: me }, entry, membershipOf(chronicle))
  const session = sessionLine(entry)
  const audience =
    entry.visibility === 'chosen'
      ? `${VISIBILITY_LABELS.chosen}: ${chosenNames}`
      : VISIBILITY_LABELS[entry.visibility]
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="journal-entry-view"
    >
      <DialogTitle id={titleId} data-testid="journal-entry-view-title">
        {entry.title}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" data-testid="journal-entry-view-meta">
          {[session, `by ${entry.author_name}`].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shown to: {audience}
        </Typography>
        <Box data-testid="journal-entry-view-body">
          <ProseText text={entry.body} variant="body1" empty="Nothing written yet." />
        </Box>
      </DialogContent>
      <DialogActions>
        {editable && (
          <>
            <Button
              color="error"
              onClick={() => setDeleting(true)}
              data-testid="journal-entry-delete"
            >
              Delete
            </Button>
            <Button onClick={onEdit} data-testid="journal-entry-edit">
              Edit
            </Button>
          </>
        )}
        <Button variant="contained" onClick={onClose} data-testid="journal-entry-view-close">
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="Delete this entry?"
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!(await dispatch(deleteJournalEntry(entry)))) throw new Error('not deleted')
          onClose()
        }}
        testId="journal-entry-delete-dialog"
      >
        “{entry.title}” goes for good, for everyone who reads it.
      </ConfirmDialog>
    </Dialog>
  )
}
