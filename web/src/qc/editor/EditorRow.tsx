import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** Fields side by side, wrapping on narrow screens. */
export function EditorRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}>
      {children}
    </Box>
  )
}
