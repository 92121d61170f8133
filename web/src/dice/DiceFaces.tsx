import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { type DieFace, dieFaces, type FacesOfRoll } from './die-faces.ts'

const DIE: SxProps<Theme> = (theme) => ({
  width: 28,
  height: 28,
  borderRadius: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 500,
  fontSize: theme.typography.body2.fontSize,
  border: 1,
  borderColor: 'divider',
  color: 'text.secondary',
  '&.die-success': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
    fontWeight: 700,
  },
  // A double: a second ring around the filled die.
  '&.die-double': {
    boxShadow: `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.secondary.main}`,
  },
  '&.die-botch': { borderColor: 'error.main', color: 'error.main', fontWeight: 700 },
  '&.die-rerolled': { borderStyle: 'dashed', textDecoration: 'line-through', opacity: 0.7 },
})

function Die({ face, testId }: { face: DieFace; testId: string }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={face.description}
      title={face.description}
      className={face.classes}
      sx={DIE}
      data-testid={testId}
      data-face={face.value}
      data-kind={face.kind}
    >
      {face.value}
    </Box>
  )
}

/**
 * The dice of one roll, highest first: successes filled, doubles ringed, the 1s of a botch
 * in red; the faces rerolls replaced follow, struck through.
 */
export function DiceFaces({ roll, testId }: { roll: FacesOfRoll; testId: string }) {
  const { kept, rerolled } = dieFaces(roll)
  const row = { display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', p: 0.5 }
  return (
    <Box data-testid={testId}>
      <Box sx={row} data-testid={`${testId}-kept`}>
        {kept.map((face, index) => (
          // Faces repeat; their place in the sorted list is what tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt, never reordered
          <Die key={index} face={face} testId={`${testId}-die`} />
        ))}
      </Box>
      {rerolled.length > 0 && (
        <Box sx={row} data-testid={`${testId}-rerolled`}>
          <Typography variant="caption" color="text.secondary" component="span">
            Rerolled:
          </Typography>
          {rerolled.map((face, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt, never reordered
            <Die key={index} face={face} testId={`${testId}-rerolled-die`} />
          ))}
        </Box>
      )}
    </Box>
  )
}
