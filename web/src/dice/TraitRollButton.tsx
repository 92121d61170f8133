import CasinoOutlined from '@mui/icons-material/CasinoOutlined'
import Button from '@mui/material/Button'
import { useRollContext } from './roller.ts'

/** "Roll": any attribute + ability roll of the sheet's character, for whoever may roll. */
export function TraitRollButton() {
  const context = useRollContext()
  const roller = context?.roller
  if (!context || !roller || roller.kind !== 'character') return null
  return (
    <Button
      size="small"
      startIcon={<CasinoOutlined />}
      onClick={() => context.open({ roller, traits: true })}
      aria-haspopup="dialog"
      data-testid="trait-roll"
    >
      Roll
    </Button>
  )
}
