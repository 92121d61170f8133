import type { RollRecord } from '@loom/core'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { memo } from 'react'
import { useAppSelector } from '../store/hooks.ts'
import { RollOutcome } from './RollOutcome.tsx'
import { VISIBILITY_LABELS } from './RollSettingsFields.tsx'
import { rollTime, selectRolledFor } from './roll-names.ts'
import { isLogNote } from './roll-text.ts'

const HIDDEN_LABELS = { storyteller: 'Storyteller only', private: 'Private' } as const

/** One roll in a log: its label, who rolled for whom and when, who sees it, the result. */
export const RollEntry = memo(function RollEntry({
  roll,
  showVisibility,
}: {
  roll: RollRecord
  /** A chronicle's log marks the rolls not everyone sees. */
  showVisibility: boolean
}) {
  const rolledFor = useAppSelector((state) => selectRolledFor(state, roll))
  const testId = `roll-${roll.id}`
  const hidden = roll.visibility === 'public' ? null : HIDDEN_LABELS[roll.visibility]
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid={testId}
      data-visibility={roll.visibility}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {roll.label || 'Roll'}
        </Typography>
        {showVisibility && hidden && (
          <Chip
            size="small"
            variant="outlined"
            label={hidden}
            title={VISIBILITY_LABELS[roll.visibility]}
            data-testid={`${testId}-visibility`}
          />
        )}
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={roll.created_at}
        >
          {rollTime(roll.created_at)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-who`}>
        {roll.player_name}
        {rolledFor && ` for ${rolledFor}`}
      </Typography>
      {!isLogNote(roll) && <RollOutcome roll={roll} testId={`${testId}-outcome`} />}
    </Box>
  )
})
