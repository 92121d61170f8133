import type { StatDetail } from '@loom/core'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import {
  conditionalText,
  excellencyText,
  type FigureKind,
  formulaText,
  penaltiesText,
  specialtyRatingText,
} from './pool-breakdown.ts'

interface Props {
  open: boolean
  onClose: () => void
  label: string
  detail: StatDetail
  kind: FigureKind
  /** Lines that explain more of this figure: damage type, soak split, weapon tag notes. */
  notes?: readonly string[]
  testId: string
}

/** "{Pool} Summary": the total, the excellency, the formula, penalties, bonuses, specialties. */
export function PoolBreakdownDialog({ open, onClose, label, detail, kind, notes, testId }: Props) {
  const titleId = useId()
  const excellency = excellencyText(detail, kind)
  const penalties = penaltiesText(detail)
  const specialtyRating = specialtyRatingText(detail, kind)
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>{label} Summary</DialogTitle>
      <DialogContent>
        <Typography variant="h6" component="p" data-testid={`${testId}-total`}>
          Total: {detail.total}
        </Typography>
        {excellency && (
          <Typography gutterBottom data-testid={`${testId}-excellency`}>
            {excellency}
          </Typography>
        )}
        <Typography gutterBottom data-testid={`${testId}-formula`}>
          {formulaText(detail)}
        </Typography>
        {penalties && (
          <Typography gutterBottom color="error" data-testid={`${testId}-penalties`}>
            {penalties}
          </Typography>
        )}
        {notes?.map((note) => (
          <Typography key={note} gutterBottom variant="body2" data-testid={`${testId}-note`}>
            {note}
          </Typography>
        ))}
        {detail.conditional.length > 0 && (
          <>
            <Typography variant="subtitle2" component="p">
              Bonuses / Penalties:
            </Typography>
            <List dense disablePadding data-testid={`${testId}-conditional`}>
              {detail.conditional.map((bonus) => (
                <ListItem key={`${bonus.label}-${bonus.note}`} disableGutters>
                  {conditionalText(bonus)}
                </ListItem>
              ))}
            </List>
          </>
        )}
        {detail.specialties.length > 0 && (
          <Typography data-testid={`${testId}-specialties`}>
            Specialties: {detail.specialties.join(', ')}
          </Typography>
        )}
        {specialtyRating && <Typography variant="body2">{specialtyRating}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-close`}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
