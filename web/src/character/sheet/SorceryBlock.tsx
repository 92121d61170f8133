import Typography from '@mui/material/Typography'
import { PoolTile } from '../../sheet/PoolTile.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'

export function SorceryBlock({ view, link }: { view: CharacterView; link: string }) {
  const { character, details } = view
  return (
    <SheetBlock title="Sorcery" link={link} testId="block-sorcery">
      <PoolTile
        label="Shape Sorcery"
        detail={details.pools.shape_sorcery}
        testId="pool-shape-sorcery"
      />
      {character.is_sorcerer && (
        <Typography variant="body2">Sorcerous Motes: {character.sorcerous_motes}</Typography>
      )}
      {character.is_necromancer && (
        <Typography variant="body2">Necromantic Motes: {character.necromantic_motes}</Typography>
      )}
      {character.rituals.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            Shaping Rituals:
          </Typography>
          {character.rituals.map((ritual) => (
            <Typography key={ritual} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {ritual}
            </Typography>
          ))}
        </>
      )}
    </SheetBlock>
  )
}
