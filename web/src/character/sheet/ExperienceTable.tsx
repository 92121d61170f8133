import { logTotals } from '@loom/core'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'

interface Props {
  title: string
  log: readonly { id: string; label: string; points: number }[]
  /** XP logs have an earned total (award lines add to it); the BP log only counts what was spent. */
  earned?: number
  testId: string
}

export function ExperienceTable({ title, log, earned, testId }: Props) {
  const totals = logTotals(log, earned ?? null)
  return (
    <SheetBlock title={title} testId={testId}>
      <Table size="small">
        <TableBody>
          {log.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ width: 48 }}>{entry.points}</TableCell>
              <TableCell>{entry.label}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid={`${testId}-totals`}>
        {earned === undefined
          ? `Spent: ${totals.spent}`
          : `Earned: ${totals.earned}, Spent: ${totals.spent}, Remaining: ${totals.remaining}`}
      </Typography>
    </SheetBlock>
  )
}
