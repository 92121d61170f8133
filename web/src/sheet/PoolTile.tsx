import type { StatDetail } from '@loom/core'
import { styled } from '@mui/material/styles'
import { memo, useState } from 'react'
import { RollButton, rollIconStyle } from '../dice/RollButton.tsx'
import type { RollPreset } from '../dice/roll-preset.ts'
import { VISUALLY_HIDDEN } from './assistive-styles.ts'
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

/**
 * A tile and its roll button, styled once here: the tile and the dice are plain buttons and
 * the lines plain spans, since a large sheet shows a hundred tiles or more and every MUI
 * component (ButtonBase, Box) would serialise its own styles at each render. The button
 * copies ButtonBase's reset; like a ButtonBase without ripple it draws only a ring when
 * reached by keyboard.
 */
const TileRoot = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'flex-start',
  '& > .tile': {
    display: 'inline-flex',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    padding: 0,
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    color: 'inherit',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    '@media print': { colorAdjust: 'exact' },
  },
  '& .tile-body': {
    display: 'block',
    textAlign: 'left',
    padding: theme.spacing(0.5, 1),
    minWidth: 72,
    '& > span': { display: 'block' },
  },
  '& .tile-caption, & .tile-line': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
  },
  '& .tile-caption': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .tile-total': theme.typography.h5,
  '& .tile-hidden': VISUALLY_HIDDEN,
  '& > .roll-icon': rollIconStyle(theme),
}))

function PoolTileView({ roll, ...tile }: PoolTileProps) {
  return (
    <TileRoot>
      <Tile {...tile} />
      {roll && (
        <RollButton preset={{ ...roll, detail: tile.detail }} testId={`${tile.testId}-roll`} bare />
      )}
    </TileRoot>
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
  return (
    <>
      <button
        type="button"
        className="tile"
        onClick={() => setOpen(true)}
        data-testid={testId}
        aria-haspopup="dialog"
      >
        <span className="tile-body">
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
        </span>
      </button>
      {open && (
        <PoolBreakdownDialog
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
