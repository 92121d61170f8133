import CasinoOutlined from '@mui/icons-material/CasinoOutlined'
import Button from '@mui/material/Button'
import { styled, type Theme } from '@mui/material/styles'
import { DiceIcon } from './DiceIcon.tsx'
import type { RollPreset } from './roll-preset.ts'
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
  /**
   * The dice icon as a plain button of class `roll-icon`, which its parent styles with
   * `rollIconStyle` (a pool tile does, for the hundred beside a large sheet's tiles).
   */
  bare?: boolean
}

/**
 * The bare dice icon: a plain button and a plain svg styled once, not an IconButton and an
 * SvgIcon, since a large sheet shows a hundred of them beside its tiles. The svg is sized as
 * MUI's small icon.
 */
export function rollIconStyle(theme: Theme) {
  return {
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
    '& > svg': {
      display: 'inline-block',
      flexShrink: 0,
      width: '1em',
      height: '1em',
      fontSize: theme.typography.pxToRem(20),
      fill: 'currentColor',
      userSelect: 'none',
    },
  } as const
}

const IconRollButton = styled('button')(({ theme }) => rollIconStyle(theme))

/** Opens the roll dialog for one figure; shows nothing where nobody may roll. */
export function RollButton({
  preset,
  testId,
  text,
  roller: given,
  variant = 'outlined',
  bare = false,
}: Props) {
  const context = useRollContext()
  const roller = given ?? context?.roller
  if (!context || !roller) return null
  const open = () => context.open({ roller, preset })
  const label = `Roll ${preset.label}`
  if (text) {
    return (
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
    )
  }
  const iconButton = {
    type: 'button',
    onClick: open,
    'aria-label': label,
    title: label,
    'aria-haspopup': 'dialog',
    'data-testid': testId,
    children: <DiceIcon />,
  } as const
  // A control, so paper leaves it out (print.css hides `.no-print`).
  return bare ? (
    <button className="roll-icon no-print" {...iconButton} />
  ) : (
    <IconRollButton className="no-print" {...iconButton} />
  )
}
