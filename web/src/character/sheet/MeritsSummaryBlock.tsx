import type { Merit } from '@loom/core'
import { styled } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { memo } from 'react'
import { RatingDots } from '../../sheet/RatingDots.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { sameLists } from '../same-lists.ts'

/** One styled list, plain rows inside: a character may have thirty merits. */
const MeritList = styled('div')(({ theme }) => ({
  '& > .merit-line': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(1) },
  '& .merit-text': { minWidth: 0 },
  '& .merit-label': {
    margin: 0,
    ...theme.typography.body2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .merit-name': {
    margin: 0,
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
  },
}))

/** One line per merit: its label (or name) and dots; the title links to the merits page. */
export const MeritsSummaryBlock = memo(function MeritsSummaryBlock({
  merits,
  link,
}: {
  merits: Merit[]
  link: string
}) {
  return (
    <SheetBlock title="Merits" link={link} testId="block-merits">
      {merits.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      )}
      <MeritList>
        {merits.map((merit) => {
          const label = merit.label || merit.merit_name
          return (
            <div key={merit.id} className="merit-line" data-testid={`merit-summary-${merit.id}`}>
              <div className="merit-text">
                <p className="merit-label">{label}</p>
                {merit.label && <div className="merit-name">{merit.merit_name}</div>}
              </div>
              <RatingDots rating={merit.rating} variant="merit" label={label} />
            </div>
          )
        })}
      </MeritList>
    </SheetBlock>
  )
}, sameLists)
