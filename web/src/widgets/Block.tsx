import Paper from '@mui/material/Paper'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

/** A paper section of a page. */
export function Block({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Paper sx={{ p: { xs: 2, sm: 3 }, ...sx }}>{children}</Paper>
}
