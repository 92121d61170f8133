import Typography from '@mui/material/Typography'
import type { Row } from '../api/types.ts'
import { useChildRows } from '../sheet/child-rows.ts'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { describePoison } from './poison-text.ts'
import type { PoisonRow } from './qc-rows.ts'

/** Poisons in the character's, QC's or battlegroup's system; the worst one's penalty is in every pool. */
export function AfflictingPoisons({ owner, testId }: { owner: Row; testId: string }) {
  const poisons = useChildRows<PoisonRow>(owner, 'poisons', 'poisons')
  if (poisons.length === 0) return null
  return (
    <SheetBlock title="Poisoned" testId={testId}>
      {poisons.map((poison) => (
        <Typography key={poison.id} data-testid={`${testId}-entry`}>
          {describePoison(poison)}
        </Typography>
      ))}
    </SheetBlock>
  )
}
