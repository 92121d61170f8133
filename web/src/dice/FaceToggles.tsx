import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'

interface Props {
  label: string
  /** The faces offered, in order. */
  faces: readonly number[]
  value: readonly number[]
  onChange: (faces: number[]) => void
  testId: string
}

/** A set of die faces (doubles, rerolls), one toggle per face. */
export function FaceToggles({ label, faces, value, onChange, testId }: Props) {
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        value={[...value]}
        onChange={(_event, next: number[]) => onChange([...next].sort((a, b) => a - b))}
        aria-label={label}
        sx={{ flexWrap: 'wrap' }}
        data-testid={testId}
      >
        {faces.map((face) => (
          <ToggleButton
            key={face}
            value={face}
            // Ten faces fit a phone's width on one line.
            sx={{ minWidth: 30, px: 0.5 }}
            data-testid={`${testId}-${face}`}
          >
            {face}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  )
}
