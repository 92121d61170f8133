import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { intensityLabel } from './intimacy-labels.ts'
import type { QcRow } from './qc-rows.ts'

/**
 * Principles and ties with their intensity. Secret ones reach only editors (the server leaves
 * them out for everyone else) and carry an eye-off mark.
 */
export function QcIntimacies({ qc }: { qc: QcRow }) {
  const entries = [
    ...qc.principles.map((entry) => ({ ...entry, kind: 'Principle' })),
    ...qc.ties.map((entry) => ({ ...entry, kind: 'Tie' })),
  ]
  return (
    <SheetBlock title="Intimacies" testId="qc-intimacies">
      {entries.length === 0 && <Typography color="text.secondary">No Intimacies</Typography>}
      {entries.map((entry) => (
        <Box
          key={`${entry.kind}-${entry.id}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          data-testid="qc-intimacy"
        >
          <Typography>
            {entry.kind}: {entry.subject} ({intensityLabel(entry.rating)})
          </Typography>
          {entry.hidden && (
            <VisibilityOffIcon
              fontSize="small"
              titleAccess="Secret: only editors see this"
              data-testid="qc-intimacy-secret"
            />
          )}
        </Box>
      ))}
    </SheetBlock>
  )
}
