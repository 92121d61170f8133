import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useChildRows } from '../sheet/child-rows.ts'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { ProseText } from '../widgets/ProseText.tsx'
import type { QcRow, SpellRow } from './qc-rows.ts'

const CIRCLES: Readonly<Record<string, string>> = {
  terrestrial: 'Terrestrial',
  celestial: 'Celestial',
  solar: 'Solar',
  ivory: 'Ivory',
  shadow: 'Shadow',
  void: 'Void',
}

/** Spells and shaping rituals, shown when the QC is a sorcerer or knows any. */
export function QcSorcery({ qc }: { qc: QcRow }) {
  const spells = useChildRows<SpellRow>(qc, 'spells', 'spells')
  if (!qc.is_sorcerer && spells.length === 0 && qc.rituals.length === 0) return null
  return (
    <SheetBlock title="Sorcery" testId="qc-sorcery">
      {spells.length === 0 && <Typography color="text.secondary">No Spells</Typography>}
      {spells.map((spell) => (
        <Box key={spell.id} sx={{ mb: 1.5 }} data-testid="qc-spell">
          <Typography component="h3">
            <strong>{spell.name}</strong> {spell.control && '(Control Spell) '}({spell.cost},{' '}
            {spell.duration})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {CIRCLES[spell.circle] ?? spell.circle} Circle · Keywords:{' '}
            {spell.keywords.length > 0 ? spell.keywords.join(', ') : 'None'}
          </Typography>
          {spell.body && <ProseText text={spell.body} />}
          {spell.ref && (
            <Typography variant="caption" color="text.secondary">
              {spell.ref}
            </Typography>
          )}
        </Box>
      ))}
      {qc.rituals.length > 0 && (
        <Box data-testid="qc-rituals">
          <Typography variant="subtitle2" component="h3">
            Shaping Rituals
          </Typography>
          {qc.rituals.map((ritual) => (
            <ProseText key={ritual} text={ritual} />
          ))}
        </Box>
      )}
    </SheetBlock>
  )
}
