import type { StatDetail } from '@loom/core'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import type { SxProps, Theme } from '@mui/material/styles'
import { memo, useState } from 'react'
import { RollButton } from '../dice/RollButton.tsx'
import type { RollPreset } from '../dice/roll-request.ts'
import { KEYBOARD_FOCUS_RING, VISUALLY_HIDDEN } from './assistive-styles.ts'
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
  /** The roll it offers beside it (`${testId}-roll`) to whoever may roll for the sheet. */
  roll?: RollPreset | undefined
  testId: string
}

/**
 * One figure of a sheet: caption, big total, excellency and situational lines. Every tile is a
 * button: a tap, a click or Enter opens its breakdown, so a number that did not move after an
 * edit (rounding) explains itself where it stands. The tile shows the detail it is given and
 * never computes one.
 */
export const PoolTile = memo(PoolTileView, sameTile)

/**
 * The rules build fresh figures on every edit; a tile whose figure reads the same is left
 * alone, so an edit repaints only the tiles it changes.
 */
function sameTile(a: PoolTileProps, b: PoolTileProps): boolean {
  return (
    a.label === b.label &&
    a.kind === b.kind &&
    a.testId === b.testId &&
    JSON.stringify(a.roll) === JSON.stringify(b.roll) &&
    (a.extras ?? []).join('\n') === (b.extras ?? []).join('\n') &&
    (a.notes ?? []).join('\n') === (b.notes ?? []).join('\n') &&
    (a.detail === b.detail || JSON.stringify(a.detail) === JSON.stringify(b.detail))
  )
}

const TILE_STYLE: SxProps<Theme> = (theme) => ({
  textAlign: 'left',
  px: 1,
  py: 0.5,
  minWidth: 72,
  '& > span': { display: 'block' },
  '& .tile-caption, & .tile-line': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
  },
  '& .tile-caption': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .tile-total': theme.typography.h5,
  '& .tile-hidden': VISUALLY_HIDDEN,
})

function PoolTileView({ roll, ...tile }: PoolTileProps) {
  if (!roll) return <Tile {...tile} />
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'flex-start' }}>
      <Tile {...tile} />
      <RollButton preset={{ ...roll, detail: tile.detail }} testId={`${tile.testId}-roll`} />
    </Box>
  )
}

function Tile({
  label,
  detail,
  kind = 'pool',
  extras = [],
  notes,
  testId,
}: Omit<PoolTileProps, 'roll'>) {
  const [open, setOpen] = useState(false)
  const lines = [...extras, ...tileExtras(detail, kind)]
  // Plain elements styled once by the box: a sheet shows a hundred tiles or more.
  const body = (
    <Box sx={TILE_STYLE}>
      <span className="tile-caption">
        {label}
        {/* Read out as "Rush: 4", not "Rush4". */}
        <span className="tile-hidden">: </span>
      </span>
      <span className="tile-total" data-testid={`${testId}-total`}>
        {detail.total}
      </span>
      {lines.map((line) => (
        <span key={line} className="tile-line">
          {line}
        </span>
      ))}
    </Box>
  )
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
          ...KEYBOARD_FOCUS_RING,
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
}
