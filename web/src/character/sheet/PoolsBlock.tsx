import type { CharacterPool, CharacterRating, StatDetail } from '@loom/core'
import Box from '@mui/material/Box'
import { SocialRollButton } from '../../dice/SocialRollButton.tsx'
import { PoolTile } from '../../sheet/PoolTile.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { COMBAT_POOLS, POOL_LABELS, poolTestId } from '../pool-labels.ts'

interface TileSpec {
  key: string
  label: string
  detail: StatDetail
  kind: 'pool' | 'rating'
}

const pool = (view: CharacterView, key: CharacterPool): TileSpec => ({
  key,
  label: POOL_LABELS[key],
  detail: view.details.pools[key],
  kind: 'pool',
})
const rating = (view: CharacterView, key: CharacterRating): TileSpec => ({
  key,
  label: POOL_LABELS[key],
  detail: view.details.ratings[key],
  kind: 'rating',
})

function Tiles({ tiles }: { tiles: TileSpec[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {tiles.map((tile) => (
        <PoolTile
          key={tile.key}
          label={tile.label}
          detail={tile.detail}
          kind={tile.kind}
          roll={
            tile.kind === 'pool'
              ? { label: tile.label, joinBattle: tile.key === 'join_battle' }
              : undefined
          }
          testId={poolTestId(tile.key)}
        />
      ))}
    </Box>
  )
}

export function CombatPoolsBlock({ view }: { view: CharacterView }) {
  return (
    <SheetBlock title="Combat Pools" testId="block-combat-pools">
      <Tiles tiles={COMBAT_POOLS.map((key) => pool(view, key))} />
    </SheetBlock>
  )
}

export function SocialPoolsBlock({ view }: { view: CharacterView }) {
  return (
    <SheetBlock title="Social Pools" actions={<SocialRollButton />} testId="block-social-pools">
      <Tiles
        tiles={[
          rating(view, 'resolve'),
          rating(view, 'guile'),
          { key: 'appearance', label: 'Appearance', detail: view.details.appearance, kind: 'pool' },
          pool(view, 'read_intentions'),
        ]}
      />
    </SheetBlock>
  )
}
