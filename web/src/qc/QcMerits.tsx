import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useChildRows } from '../sheet/child-rows.ts'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { ProseText } from '../widgets/ProseText.tsx'
import type { QcMeritRow, QcRow } from './qc-rows.ts'

/** Merits in bold with their text, flags and reference. */
export function QcMerits({ qc }: { qc: QcRow }) {
  const merits = useChildRows<QcMeritRow>(qc, 'qc_merits', 'qc_merits')
  return (
    <SheetBlock title="Merits" testId="qc-merits">
      {merits.length === 0 && <Typography color="text.secondary">No Merits</Typography>}
      {merits.map((merit) => {
        const flags = [merit.latent && 'Latent', merit.magical && 'Magical'].filter(Boolean)
        return (
          <Box key={merit.id} sx={{ mb: 1 }} data-testid="qc-merit">
            <Typography component="h3" sx={{ fontWeight: 'bold' }}>
              {merit.name}
              {flags.length > 0 && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  ({flags.join(', ')})
                </Typography>
              )}
            </Typography>
            {merit.body && <ProseText text={merit.body} />}
            {merit.ref && (
              <Typography variant="caption" color="text.secondary">
                {merit.ref}
              </Typography>
            )}
          </Box>
        )
      })}
    </SheetBlock>
  )
}
