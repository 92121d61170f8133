import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import type { Row } from '../api/types.ts'
import { PoisonsSection } from '../qc/PoisonsEditor.tsx'

/** The poisons afflicting one combat copy of a QC or battlegroup, edited by its storyteller. */
export function CombatActorPoisonsDialog({ actor, onClose }: { actor: Row; onClose: () => void }) {
  const titleId = useId()
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="combat-actor-poisons-dialog"
    >
      <DialogTitle id={titleId}>Poisons of {String(actor.name ?? '')}</DialogTitle>
      <DialogContent>
        <PoisonsSection owner={actor} kind="combat_actors" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="combat-actor-poisons-done">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
