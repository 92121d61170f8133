import Typography from '@mui/material/Typography'
import type { Chronicle } from '../api/types.ts'
import { RollLog } from '../dice/RollLog.tsx'
import { selectIsStoryteller } from '../store/chronicles/index.ts'
import { useAppSelector } from '../store/hooks.ts'

/**
 * The chronicle's roll log: every roll its players and storyteller make from their sheets,
 * as each of them may see it, live. The storyteller can clear it.
 */
export default function RollsTab({ chronicle }: { chronicle: Chronicle }) {
  const storyteller = useAppSelector((state) => selectIsStoryteller(state, chronicle.id))
  return (
    <div data-testid="chronicle-rolls-tab">
      <RollLog
        scope={chronicle.id}
        title="Rolls"
        canClear={storyteller}
        intro={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Roll from a sheet's dice icons. Storyteller-only rolls show to the roller and the
            storyteller; private ones to the roller alone.
          </Typography>
        }
      />
    </div>
  )
}
