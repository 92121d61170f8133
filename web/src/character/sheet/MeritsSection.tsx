import type { Merit } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RatingDots } from '../../sheet/RatingDots.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { Block } from '../../widgets/Block.tsx'
import { ProseText } from '../../widgets/ProseText.tsx'
import { traitLabel } from '../trait-labels.ts'

/** "Supernatural Innate Merit", "Flaw". */
export function meritCaption(merit: Merit): string {
  const category = traitLabel(merit.merit_cat)
  return `${merit.supernatural ? 'Supernatural ' : ''}${category}${merit.merit_cat === 'flaw' ? '' : ' Merit'}`
}

export function MeritsSection({ merits }: { merits: Merit[] }) {
  return (
    <SheetBlock title="Merits" testId="section-merits">
      {merits.length === 0 && <Typography color="text.secondary">No merits yet.</Typography>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {merits.map((merit) => {
          const name = merit.label || merit.merit_name
          return (
            <Block key={merit.id} sx={{ bgcolor: 'action.hover' }}>
              <Box data-testid={`merit-card-${merit.id}`}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="subtitle1" component="h3">
                    {name}
                  </Typography>
                  <RatingDots rating={merit.rating} variant="merit" label={name} />
                </Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  {meritCaption(merit)}
                </Typography>
                <ProseText text={merit.description} />
                <Typography variant="caption" color="text.secondary">
                  Ref: {merit.ref}
                </Typography>
              </Box>
            </Block>
          )
        })}
      </Box>
    </SheetBlock>
  )
}
