import type { Character } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RatingDots } from '../../sheet/RatingDots.tsx'

/** "Melee (c) ●●●○○" */
/** What a block of trait lines (attributes, abilities) is drawn from. */
export interface TraitBlockProps {
  character: Character
  /** The rules' traits with an excellency, for the " *" markers. */
  excellencyTraits: readonly string[]
}

export function TraitLine({
  label,
  markers = '',
  rating,
  testId,
}: {
  label: string
  markers?: string
  rating: number
  testId: string
}) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
      data-testid={testId}
    >
      <Typography variant="body2" noWrap title={`${label}${markers}`}>
        {label}
        {markers}
      </Typography>
      <RatingDots rating={rating} label={label} testId={`${testId}-dots`} />
    </Box>
  )
}
