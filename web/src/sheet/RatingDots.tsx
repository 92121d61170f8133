import { MERIT_RATING_NOT_APPLICABLE } from '@loom/core'
import Box from '@mui/material/Box'
import { styled } from '@mui/material/styles'

interface Props {
  rating: number
  /** Empty dots fill up to this many (5 by default; 10 for Limit, 3 for intimacies). */
  max?: number
  /** Merits show only filled dots, and "N/A" for a rating of 6. */
  variant?: 'trait' | 'merit'
  /** What is rated, read out to screen readers: "Strength". */
  label: string
  testId?: string
}

/**
 * One styled span whose rules colour the empty dots and the overflow: a sheet shows dots on
 * sixty lines or more, and a Box per part would serialise its styles at every render.
 */
const Dots = styled('span')(({ theme }) => ({
  whiteSpace: 'nowrap',
  letterSpacing: '0.1em',
  color: theme.palette.primary.main,
  '& > .dots-empty': { color: theme.palette.text.disabled },
  '& > strong': { marginLeft: theme.spacing(0.5), color: theme.palette.text.primary },
}))

/** ●●●○○ for a rating; "+2" in bold past the last dot when it runs over. */
export function RatingDots({ rating, max = 5, variant = 'trait', label, testId }: Props) {
  if (variant === 'merit' && rating === MERIT_RATING_NOT_APPLICABLE) {
    return (
      <Box component="span" data-testid={testId} aria-label={`${label}: not applicable`}>
        N/A
      </Box>
    )
  }
  const shown = Math.max(Math.min(rating, max), 0)
  const empty = variant === 'merit' ? 0 : max - shown
  const over = rating - shown
  return (
    <Dots
      role="img"
      aria-label={`${label}: ${rating}${variant === 'trait' ? ` of ${max}` : ''}`}
      data-testid={testId}
      data-rating={rating}
    >
      {'●'.repeat(shown)}
      <span className="dots-empty">{'○'.repeat(empty)}</span>
      {over > 0 && <strong>+{over}</strong>}
    </Dots>
  )
}
