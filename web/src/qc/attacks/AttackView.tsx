import type { StatDetail } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RollButton } from '../../dice/RollButton.tsx'
import { useChildRows } from '../../sheet/child-rows.ts'
import { PoolTile } from '../../sheet/PoolTile.tsx'
import { ResourceDisplay } from '../../sheet/ResourceDisplay.tsx'
import { TileRow } from '../../sheet/TileRow.tsx'
import { describePoison } from '../poison-text.ts'
import type { PoisonRow, QcAttackRow } from '../qc-rows.ts'
import { rangeLabel } from '../range-labels.ts'

interface Props {
  attack: QcAttackRow
  /** The rules engine's attack pool (and, for battlegroups, its damage) for this attack. */
  pool: StatDetail
  damage: StatDetail | number
  overwhelming: number
  testId: string
}

/** One attack on a sheet: its pool, damage, minimum, range, tags and the poisons it delivers. */
export function AttackView({ attack, pool, damage, overwhelming, testId }: Props) {
  const poisons = useChildRows<PoisonRow>(attack, 'poisons', 'poisons')
  return (
    <Box
      component="article"
      aria-label={attack.name}
      sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
      data-testid={testId}
    >
      <Typography variant="subtitle1" component="h3" data-testid={`${testId}-name`}>
        {attack.name}
      </Typography>
      <TileRow>
        <PoolTile
          label="Attack"
          detail={pool}
          roll={{ label: `${attack.name}: Attack` }}
          testId={`${testId}-pool`}
        />
        {typeof damage === 'number' ? (
          <Box sx={{ display: 'inline-flex', alignItems: 'flex-start' }}>
            <ResourceDisplay label="Damage" current={damage} testId={`${testId}-damage`} />
            <RollButton
              preset={{ label: `${attack.name}: Damage`, pool: damage, damage: true }}
              testId={`${testId}-damage-roll`}
            />
          </Box>
        ) : (
          <PoolTile
            label="Damage"
            detail={damage}
            roll={{ label: `${attack.name}: Damage`, damage: true }}
            testId={`${testId}-damage`}
          />
        )}
        {overwhelming > 1 && (
          <ResourceDisplay label="Minimum" current={overwhelming} testId={`${testId}-minimum`} />
        )}
        <ResourceDisplay
          label="Range"
          current={
            <Typography component="span" variant="body1">
              {rangeLabel(attack.range)}
            </Typography>
          }
          testId={`${testId}-range`}
        />
      </TileRow>
      {attack.tags.length > 0 && (
        <Typography variant="body2" data-testid={`${testId}-tags`}>
          Tags: {attack.tags.join(', ')}
        </Typography>
      )}
      {poisons.map((poison) => (
        <Typography key={poison.id} variant="body2" data-testid={`${testId}-poison`}>
          Delivers {describePoison(poison)}
        </Typography>
      ))}
    </Box>
  )
}
