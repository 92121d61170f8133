import type { StatDetail } from '@loom/core'
import Button from '@mui/material/Button'
import { styled } from '@mui/material/styles'
import { PlainDialog } from '../frame/PlainDialog.tsx'
import {
  conditionalText,
  excellencyText,
  type FigureKind,
  formulaText,
  penaltiesText,
  specialtyRatingText,
} from './pool-breakdown.ts'

interface Props {
  onClose: () => void
  label: string
  detail: StatDetail
  kind: FigureKind
  /** Lines that explain more of this figure: damage type, soak split, weapon tag notes. */
  notes?: readonly string[]
  testId: string
}

/**
 * "{Pool} Summary": the total, the excellency, the formula, penalties, bonuses, specialties.
 * Plain elements in a native dialog: it opens at a tap on a phone, so it must show at once.
 */
export function PoolBreakdownDialog({ onClose, label, detail, kind, notes, testId }: Props) {
  const excellency = excellencyText(detail, kind)
  const penalties = penaltiesText(detail)
  const specialtyRating = specialtyRatingText(detail, kind)
  return (
    <PlainDialog
      title={`${label} Summary`}
      onClose={onClose}
      testId={testId}
      actions={
        <Button onClick={onClose} data-testid={`${testId}-close`}>
          Close
        </Button>
      }
    >
      <Breakdown>
        <p className="total" data-testid={`${testId}-total`}>
          Total: {detail.total}
        </p>
        {excellency && <p data-testid={`${testId}-excellency`}>{excellency}</p>}
        <p data-testid={`${testId}-formula`}>{formulaText(detail)}</p>
        {penalties && (
          <p className="penalties" data-testid={`${testId}-penalties`}>
            {penalties}
          </p>
        )}
        {notes?.map((note) => (
          <p key={note} className="note" data-testid={`${testId}-note`}>
            {note}
          </p>
        ))}
        {detail.conditional.length > 0 && (
          <>
            <p className="heading">Bonuses / Penalties:</p>
            <ul data-testid={`${testId}-conditional`}>
              {detail.conditional.map((bonus) => (
                <li key={`${bonus.label}-${bonus.note}`}>{conditionalText(bonus)}</li>
              ))}
            </ul>
          </>
        )}
        {detail.specialties.length > 0 && (
          <p data-testid={`${testId}-specialties`}>Specialties: {detail.specialties.join(', ')}</p>
        )}
        {specialtyRating && <p className="note">{specialtyRating}</p>}
      </Breakdown>
    </PlainDialog>
  )
}

/** The lines as MUI's Typography set them (h6 total, body lines with a gap, dense list). */
const Breakdown = styled('div')(({ theme }) => ({
  '& p': { margin: 0, marginBottom: '0.35em' },
  '& .total': { ...theme.typography.h6, marginBottom: 0 },
  '& .penalties': { color: theme.palette.error.main },
  '& .note': theme.typography.body2,
  '& .heading': { ...theme.typography.subtitle2, marginBottom: 0 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& li': { padding: theme.spacing(0.5, 0) },
}))
