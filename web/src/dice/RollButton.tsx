import CasinoOutlined from '@mui/icons-material/CasinoOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { lazy, Suspense, useState } from 'react'
import type { RollPreset } from './roll-request.ts'
import type { Roller } from './roller.ts'
import { useRoller } from './roller.ts'

// The dialog and its dice come with the first roll, not with the sheet.
const RollDialog = lazy(() => import('./RollDialog.tsx'))

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
  const sheetRoller = useRoller()
  const roller = given ?? sheetRoller
  const [open, setOpen] = useState(false)
  if (!roller) return null
  const label = `Roll ${preset.label}`
  return (
    <>
      {text ? (
        <Button
          size="small"
          variant={variant}
          startIcon={<CasinoOutlined />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          data-testid={testId}
        >
          {text}
        </Button>
      ) : (
        <IconButton
          size="small"
          onClick={() => setOpen(true)}
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          sx={{ color: 'primary.main' }}
          data-testid={testId}
        >
          <CasinoOutlined fontSize="small" />
        </IconButton>
      )}
      {open && (
        <Suspense fallback={null}>
          <RollDialog roller={roller} preset={preset} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
