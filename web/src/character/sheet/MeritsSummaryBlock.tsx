import type { Merit } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { memo } from 'react'
import { RatingDots } from '../../sheet/RatingDots.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { sameLists } from '../same-lists.ts'

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
      {merits.map((merit) => {
        const label = merit.label || merit.merit_name
        return (
          <Box
            key={merit.id}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
            data-testid={`merit-summary-${merit.id}`}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {label}
              </Typography>
              {merit.label && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {merit.merit_name}
                </Typography>
              )}
            </Box>
            <RatingDots rating={merit.rating} variant="merit" label={label} />
          </Box>
        )
      })}
    </SheetBlock>
  )
}, sameLists)
