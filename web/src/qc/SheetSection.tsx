import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Block } from '../widgets/Block.tsx'

interface Props {
  title: string
  /** Beside the title: a count, an "Add" button. */
  action?: ReactNode
  children: ReactNode
  testId: string
}

/** A titled block of a QC or battlegroup page. */
export function SheetSection({ title, action, children, testId }: Props) {
  return (
    <Block>
      <Box component="section" aria-label={title} data-testid={testId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </Box>
    </Block>
  )
}

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
