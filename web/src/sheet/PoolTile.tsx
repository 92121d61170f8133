import type { StatDetail } from '@loom/core'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { memo, useState } from 'react'
import { PoolBreakdownDialog } from './PoolBreakdownDialog.tsx'
import { type FigureKind, tileExtras } from './pool-breakdown.ts'

export interface PoolTileProps {
  /** Caption above the number, and the dialog's title: "Join Battle". */
  label: string
  detail: StatDetail
  /** A dice pool (default) or a static rating such as Evasion or Parry. */
  kind?: FigureKind
  /** More short lines under the number, e.g. "min 3". */
  extras?: readonly string[]
  /** More lines for the breakdown dialog: damage type, soak split, weapon tag notes. */
  notes?: readonly string[]
  /** Tiles with nothing to explain (Hardness from a bonus, Essence) open no dialog. */
  noSummary?: boolean
  testId: string
}

/**
 * One figure of a sheet: caption, big total, excellency and situational lines. Clicking it
 * opens its breakdown. The tile shows the detail it is given and never computes one.
 */
export const PoolTile = memo(function PoolTile({
  label,
  detail,
  kind = 'pool',
  extras = [],
  notes,
  noSummary = false,
  testId,
}: PoolTileProps) {
  const [open, setOpen] = useState(false)
  const lines = [...extras, ...tileExtras(detail, kind)]
  const body = (
    <Box sx={{ textAlign: 'left', px: 1, py: 0.5, minWidth: 72 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography variant="h5" component="div" data-testid={`${testId}-total`}>
        {detail.total}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="caption" component="div" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  )
  if (noSummary) return <Box data-testid={testId}>{body}</Box>
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        data-testid={testId}
        aria-haspopup="dialog"
        sx={{
          borderRadius: 1,
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {body}
      </ButtonBase>
      {open && (
        <PoolBreakdownDialog
          open
          onClose={() => setOpen(false)}
          label={label}
          detail={detail}
          kind={kind}
          notes={notes}
          testId={`${testId}-summary`}
        />
      )}
    </>
  )
})
