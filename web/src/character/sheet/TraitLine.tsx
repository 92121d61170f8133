import type { Character } from '@loom/core'
import { styled } from '@mui/material/styles'
import { RatingDots } from '../../sheet/RatingDots.tsx'

/** "Melee (c) ●●●○○" */
/** What a block of trait lines (attributes, abilities) is drawn from. */
export interface TraitBlockProps {
  character: Character
  /** The rules' traits with an excellency, for the " *" markers. */
  excellencyTraits: readonly string[]
}

/** One styled line, a plain label inside: a sheet shows forty trait lines. */
const Line = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  alignItems: 'baseline',
  '& > .trait-label': {
    margin: 0,
    ...theme.typography.body2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
}))

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
    <Line data-testid={testId}>
      <p className="trait-label" title={`${label}${markers}`}>
        {label}
        {markers}
      </p>
      <RatingDots rating={rating} label={label} testId={`${testId}-dots`} />
    </Line>
  )
}
