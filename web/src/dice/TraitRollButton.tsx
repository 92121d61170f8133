import CasinoOutlined from '@mui/icons-material/CasinoOutlined'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'
import { useRoller } from './roller.ts'

const TraitRollDialog = lazy(() => import('./TraitRollDialog.tsx'))

/** "Roll": any attribute + ability roll of the sheet's character, for whoever may roll. */
export function TraitRollButton() {
  const roller = useRoller()
  const [open, setOpen] = useState(false)
  if (!roller || roller.kind !== 'character') return null
  return (
    <>
      <Button
        size="small"
        startIcon={<CasinoOutlined />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="trait-roll"
      >
        Roll
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TraitRollDialog roller={roller} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
