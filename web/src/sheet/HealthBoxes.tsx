import type { HealthTrack } from '@loom/core'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { KEYBOARD_FOCUS_RING, VISUALLY_HIDDEN } from './assistive-styles.ts'
import { DAMAGE_LABELS, DAMAGE_MARKS, healthBoxes } from './health-boxes.ts'

interface Props {
  track: HealthTrack
  /** Shown as "Wound penalty -n" when given (the rules engine's figure). */
  woundPenalty?: number
  /** Editors get a button that opens the damage dialog. */
  onClick?: () => void
  testId: string
}

/** One box per health level, captioned 0, -1, -2, -4, in; damage marks fill from the left. */
export function HealthBoxes({ track, woundPenalty, onClick, testId }: Props) {
  const boxes = healthBoxes(track)
  const damaged = boxes.filter((box) => box.damage !== null).length
  const row = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid={`${testId}-boxes`}>
      {boxes.map((box, index) => (
        <Box
          // Boxes have no identity beyond their place in the track.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          data-damage={box.damage ?? 'none'}
          data-testid={`${testId}-box`}
        >
          <Box
            sx={{
              width: 24,
              height: 24,
              border: 1,
              borderColor: 'text.secondary',
              borderRadius: 0.5,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 16,
              color: box.damage === 'bashing' ? 'text.primary' : 'error.main',
            }}
            title={box.damage ? DAMAGE_LABELS[box.damage] : undefined}
          >
            {box.damage ? DAMAGE_MARKS[box.damage] : ''}
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            {box.caption}
          </Typography>
        </Box>
      ))}
    </Box>
  )
  const label = `Health: ${damaged} of ${boxes.length} levels damaged`
  return (
    <Box data-testid={testId}>
      {onClick ? (
        <ButtonBase
          onClick={onClick}
          data-testid={`${testId}-open`}
          aria-haspopup="dialog"
          sx={{
            borderRadius: 1,
            p: 0.5,
            '&:hover': { bgcolor: 'action.hover' },
            ...KEYBOARD_FOCUS_RING,
          }}
        >
          {/* The button is named by its words, not by the box captions it shows. */}
          <Box component="span" aria-hidden sx={{ display: 'block' }}>
            {row}
          </Box>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {label}. Change damage
          </Box>
        </ButtonBase>
      ) : (
        <Box role="img" aria-label={label} sx={{ p: 0.5 }}>
          {row}
        </Box>
      )}
      {woundPenalty !== undefined && (
        <Typography variant="body2" data-testid={`${testId}-wound-penalty`}>
          Wound penalty {woundPenalty > 0 ? `-${woundPenalty}` : 'none'}
        </Typography>
      )}
    </Box>
  )
}
