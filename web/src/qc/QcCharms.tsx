import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useChildRows } from '../sheet/child-rows.ts'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { ProseText } from '../widgets/ProseText.tsx'
import type { QcCharmRow, QcRow } from './qc-rows.ts'

/** "name (cost; timing; duration; Essence n)", keywords, then the Charm's text. */
export function QcCharms({ qc }: { qc: QcRow }) {
  const charms = useChildRows<QcCharmRow>(qc, 'qc_charms', 'qc_charms')
  if (charms.length === 0) return null
  return (
    <SheetBlock title="Charms" testId="qc-charms">
      {charms.map((charm) => (
        <Box key={charm.id} sx={{ mb: 1.5 }} data-testid="qc-charm">
          <Typography component="h3">
            <strong>{charm.name}</strong> ({charm.cost}; {charm.timing}; {charm.duration}; Essence{' '}
            {charm.min_essence})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {charm.category && `${charm.category} · `}Keywords:{' '}
            {charm.keywords.length > 0 ? charm.keywords.join(', ') : 'None'}
          </Typography>
          {charm.body && <ProseText text={charm.body} />}
          {charm.ref && (
            <Typography variant="caption" color="text.secondary">
              {charm.ref}
            </Typography>
          )}
        </Box>
      ))}
    </SheetBlock>
  )
}
