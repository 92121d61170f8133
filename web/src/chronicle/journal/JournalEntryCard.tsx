import type { JournalEntry } from '@loom/core'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { sessionLine, VISIBILITY_LABELS } from './journal-labels.ts'

/** One entry in the journal's list: title, session and date, author and who reads it. */
export function JournalEntryCard({ entry, onOpen }: { entry: JournalEntry; onOpen: () => void }) {
  const session = sessionLine(entry)
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase
        onClick={onOpen}
        sx={{ display: 'block', width: '100%', textAlign: 'left', py: 1.5, px: 1 }}
        data-testid={`journal-entry-${entry.id}`}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 500 }}>
            {entry.title}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={VISIBILITY_LABELS[entry.visibility]}
            data-testid={`journal-entry-${entry.id}-visibility`}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[session, `by ${entry.author_name}`].filter(Boolean).join(' · ')}
        </Typography>
      </ButtonBase>
    </Box>
  )
}
