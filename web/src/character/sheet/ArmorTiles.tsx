import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PoolTile } from '../../sheet/PoolTile.tsx'
import type { CharacterView } from '../character-view.ts'

/** Soak, hardness (when any) and the mobility penalty of the armor worn. */
export function ArmorTiles({ view }: { view: CharacterView }) {
  const { details } = view
  const mobility = details.penalties.mobility
  return (
    <>
      <PoolTile
        label="Soak"
        detail={details.soak.soak}
        notes={[`${details.soak.natural} Natural + ${details.soak.armored} from Armor`]}
        testId="pool-soak"
      />
      {details.hardness.total > 0 && (
        <PoolTile label="Hardness" detail={details.hardness} testId="pool-hardness" />
      )}
      {mobility !== 0 && (
        <Box sx={{ px: 1, py: 0.5 }} data-testid="armor-mobility">
          <Typography variant="caption" color="text.secondary" component="div">
            {mobility > 0 ? 'Mobility Penalty' : 'Mobility Bonus'}
          </Typography>
          <Typography variant="h5" component="div" data-testid="armor-mobility-total">
            {Math.abs(mobility)}
          </Typography>
        </Box>
      )}
    </>
  )
}
