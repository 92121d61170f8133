import CasinoOutlined from '@mui/icons-material/CasinoOutlined'
import Button from '@mui/material/Button'
import { styled } from '@mui/material/styles'
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

/**
 * The bare dice icon: a plain button styled once, not an IconButton, since a large sheet
 * shows a hundred of them beside its tiles.
 */
const IconRollButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 5,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  cursor: 'pointer',
  color: theme.palette.primary.main,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}))

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
    <IconRollButton
      type="button"
      onClick={open}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      data-testid={testId}
    >
      <CasinoOutlined fontSize="small" />
    </IconRollButton>
  )
}
