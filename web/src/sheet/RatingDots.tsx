import { MERIT_RATING_NOT_APPLICABLE } from '@loom/core'
import Box from '@mui/material/Box'

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
    <Box
      component="span"
      role="img"
      aria-label={`${label}: ${rating}${variant === 'trait' ? ` of ${max}` : ''}`}
      data-testid={testId}
      data-rating={rating}
      sx={{ whiteSpace: 'nowrap', letterSpacing: '0.1em', color: 'primary.main' }}
    >
      {'●'.repeat(shown)}
      <Box component="span" className="dots-empty" sx={{ color: 'text.disabled' }}>
        {'○'.repeat(empty)}
      </Box>
      {over > 0 && (
        <Box component="strong" sx={{ ml: 0.5, color: 'text.primary' }}>
          +{over}
        </Box>
      )}
    </Box>
  )
}
