import DeleteIcon from '@mui/icons-material/Delete'
import DownloadIcon from '@mui/icons-material/Download'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Chronicle } from '../api/types.ts'
import { HandOverDialog } from '../handover/HandOverDialog.tsx'
import { HandoverOffers } from '../handover/HandoverOffers.tsx'
import { DebouncedTextField } from '../sheet/inputs/DebouncedTextField.tsx'
import { deleteChronicle, selectIsStoryteller, updateChronicle } from '../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { noticeActions } from '../store/notices.ts'
import { exportChronicle } from '../store/portability.ts'
import { Block } from '../widgets/Block.tsx'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'
import { ProseText } from '../widgets/ProseText.tsx'
import { DiscordSection } from './DiscordSection.tsx'
import { PlayersBlock } from './PlayersBlock.tsx'

/**
 * The chronicle's notes and players, and for its storyteller its name, notes, deletion and
 * Discord webhook.
 */
export function DetailsTab({ chronicle }: { chronicle: Chronicle }) {
  const storyteller = useAppSelector((state) => selectIsStoryteller(state, chronicle.id))
  const notes = chronicle.notes ?? ''
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}
      data-testid="chronicle-details-tab"
    >
      <Box sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>
        <HandoverOffers chronicleId={chronicle.id} />
      </Box>
      <Block>
        <Typography variant="h4" component="h1" gutterBottom>
          {chronicle.name}
        </Typography>
        <ProseText text={notes} empty="No notes yet." testId="chronicle-notes" />
      </Block>
      <PlayersBlock chronicle={chronicle} />
      {storyteller && (
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
          <StorytellerSettings chronicle={chronicle} />
          <DiscordSection chronicle={chronicle} />
        </Box>
      )}
    </Box>
  )
}

const ignoreFailure = () => {
  // The failure is already on screen as a notice.
}

function StorytellerSettings({ chronicle }: { chronicle: Chronicle }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState(false)
  const [handingOver, setHandingOver] = useState(false)
  return (
    <Block>
      <Typography variant="h6" component="h2" gutterBottom>
        ST Controls
      </Typography>
      <DebouncedTextField
        label="Chronicle Name"
        fullWidth
        margin="dense"
        value={chronicle.name}
        validate={(name) => (name.trim() === '' ? 'The name cannot be blank' : null)}
        onCommit={(name) => void dispatch(updateChronicle(chronicle.id, { name }))}
        testId="chronicle-name-field"
      />
      <DebouncedTextField
        label="Chronicle Notes (Supports Markdown)"
        fullWidth
        margin="dense"
        multiline
        minRows={4}
        value={chronicle.notes ?? ''}
        onCommit={(notes) => void dispatch(updateChronicle(chronicle.id, { notes }))}
        testId="chronicle-notes-field"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => dispatch(exportChronicle(chronicle.id)).catch(ignoreFailure)}
          data-testid="export-chronicle"
        >
          Export Chronicle
        </Button>
        <Button
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          onClick={() => setHandingOver(true)}
          data-testid="hand-over-chronicle"
        >
          Hand Over Chronicle…
        </Button>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={() => setDeleting(true)}
          data-testid="delete-chronicle"
        >
          Delete Chronicle
        </Button>
      </Box>
      {handingOver && (
        <HandOverDialog
          chronicleId={chronicle.id}
          thing={{ type: 'chronicle', id: chronicle.id, name: chronicle.name }}
          onClose={() => setHandingOver(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={`Delete ${chronicle.name}?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          await dispatch(deleteChronicle(chronicle.id))
          dispatch(
            noticeActions.shown({
              message: `${chronicle.name} is deleted; its characters are back with their owners`,
              severity: 'success',
            }),
          )
          navigate('/content', { replace: true })
        }}
        testId="delete-chronicle-dialog"
      >
        <Typography gutterBottom>This cannot be undone!</Typography>
        <Typography variant="body2" color="text.secondary">
          Every character, QC and battlegroup in it goes back to its owner, in no chronicle; its
          combat copies are deleted.
        </Typography>
      </ConfirmDialog>
    </Block>
  )
}
