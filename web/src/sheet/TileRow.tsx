import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** Tiles side by side, wrapping on narrow screens. */
export function TileRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.5,
        alignItems: 'flex-start',
      }}
      data-testid={testId}
    >
      {children}
    </Box>
  )
}
