import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PoolTile } from '../../sheet/PoolTile.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { bestParry, NO_BEST_PARRY } from '../best-parry.ts'
import type { CharacterView } from '../character-view.ts'
import { poolTestId } from '../pool-labels.ts'
import { ArmorTiles } from './ArmorTiles.tsx'

/** Evasion, the best parry, soak, hardness and the armor worn. */
export function ArmorDefenseBlock({ view }: { view: CharacterView }) {
  const { character, details } = view
  const best = bestParry(details)
  return (
    <SheetBlock title="Armor & Defense" testId="block-armor-defense">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <PoolTile
          label="Evasion"
          kind="rating"
          detail={details.ratings.evasion}
          testId={poolTestId('evasion')}
        />
        {best ? (
          <PoolTile
            label={`Best Parry (${best.weapon})`}
            kind="rating"
            detail={best.parry}
            testId="pool-best-parry"
          />
        ) : (
          <Box sx={{ px: 1, py: 0.5 }} data-testid="pool-best-parry">
            <Typography variant="caption" color="text.secondary" component="div">
              Best Parry
            </Typography>
            <Typography variant="h5" component="div" data-testid="pool-best-parry-total">
              {NO_BEST_PARRY}
            </Typography>
          </Box>
        )}
        <ArmorTiles view={view} />
      </Box>
      <Typography variant="body2" data-testid="armor-name">
        Armor: {character.armor_name || 'none'}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="armor-tags">
        Armor Tags: {character.armor_tags.length > 0 ? character.armor_tags.join(', ') : 'none'}
      </Typography>
    </SheetBlock>
  )
}
