import CasinoOutlined from '@mui/icons-material/CasinoOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import type { RollPreset } from './roll-request.ts'
import type { Roller } from './roller.ts'
import { useRollContext } from './roller.ts'

interface Props {
  preset: RollPreset
  testId: string
  /** A labelled button ("Decisive damage") instead of the bare dice icon. */
  text?: string
  /** Another roller than the sheet's (a combatant on the combat tab). */
  roller?: Roller
  /** A labelled button's look: outlined beside tiles, contained as a card's main action. */
  variant?: 'outlined' | 'contained'
}

/** Opens the roll dialog for one figure; shows nothing where nobody may roll. */
export function RollButton({ preset, testId, text, roller: given, variant = 'outlined' }: Props) {
  const context = useRollContext()
  const roller = given ?? context?.roller
  if (!context || !roller) return null
  const open = () => context.open({ roller, preset })
  const label = `Roll ${preset.label}`
  return text ? (
    <Button
      size="small"
      variant={variant}
      startIcon={<CasinoOutlined />}
      onClick={open}
      aria-haspopup="dialog"
      data-testid={testId}
    >
      {text}
    </Button>
  ) : (
    <IconButton
      size="small"
      onClick={open}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      sx={{ color: 'primary.main' }}
      data-testid={testId}
    >
      <CasinoOutlined fontSize="small" />
    </IconButton>
  )
}
