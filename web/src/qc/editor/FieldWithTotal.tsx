import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * An entered figure with what it becomes once the rules count (drill, might, size) beside it:
 * "(7 total)". Without a total the field stands alone.
 */
export function FieldWithTotal({
  total,
  testId,
  children,
}: {
  total: string | undefined
  testId: string
  children: ReactNode
}) {
  if (total === undefined) return children
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {children}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid={testId}>
        {total}
      </Typography>
    </Box>
  )
}

/** "(7 total)", or nothing when there is no total. */
export const totalLabel = (total: number | undefined) =>
  total === undefined ? undefined : `(${total} total)`
