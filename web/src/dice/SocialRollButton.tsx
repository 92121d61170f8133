import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined'
import Button from '@mui/material/Button'
import { useRollContext } from './roller.ts'

/** "Influence": a social action of the sheet's character or QC, for whoever may roll for it. */
export function SocialRollButton() {
  const context = useRollContext()
  const roller = context?.roller
  if (!context || !roller || (roller.kind !== 'character' && roller.kind !== 'qc')) return null
  return (
    <Button
      size="small"
      startIcon={<RecordVoiceOverOutlined />}
      onClick={() => context.open({ roller, social: true })}
      aria-haspopup="dialog"
      sx={{ '@media print': { display: 'none' } }}
      data-testid="social-roll"
    >
      Influence
    </Button>
  )
}
