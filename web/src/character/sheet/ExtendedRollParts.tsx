import type { ExtendedOutcome, ExtendedRollEntry } from '@loom/core'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { outcomeText, rollText } from './working-text.ts'

const OUTCOME_COLOR = {
  in_progress: 'default',
  success: 'success',
  failure: 'warning',
  botch: 'error',
} as const

/** An extended roll's heading (a working, a craft project): its name, a caption, its outcome. */
export function ExtendedRollHeading({
  name,
  caption,
  outcome,
  testId,
}: {
  name: string
  caption: ReactNode
  outcome: ExtendedOutcome
  testId: string
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
        {name}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {caption}
        </Typography>
      </Typography>
      <Chip
        size="small"
        label={outcomeText(outcome)}
        color={OUTCOME_COLOR[outcome]}
        data-testid={`${testId}-outcome`}
      />
    </Box>
  )
}

/** An extended roll's rolls so far, numbered; nothing before the first. */
export function ExtendedRollHistory({
  rolls,
  testId,
}: {
  rolls: readonly ExtendedRollEntry[]
  testId: string
}) {
  if (rolls.length === 0) return null
  return (
    <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3 }} data-testid={`${testId}-history`}>
      {rolls.map((roll, index) => (
        <Typography component="li" variant="body2" key={roll.roll_id}>
          {rollText(roll, index)}
        </Typography>
      ))}
    </Box>
  )
}
