import OpenInNew from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Block } from '../widgets/Block.tsx'

interface Props {
  title: string
  /** The page with more of this block, linked from the title. */
  link?: string
  /** Controls at the right of the title (an Add button, a Filter button). */
  actions?: ReactNode
  children: ReactNode
  testId: string
}

/** A titled paper section of a sheet or editor. */
export function SheetBlock({ title, link, actions, children, testId }: Props) {
  return (
    <Block>
      <Box component="section" aria-label={title} data-testid={testId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
            {link && (
              <IconButton
                component={Link}
                to={link}
                size="small"
                aria-label={`Open ${title}`}
                data-testid={`${testId}-link`}
              >
                <OpenInNew fontSize="inherit" />
              </IconButton>
            )}
          </Typography>
          {actions}
        </Box>
        {children}
      </Box>
    </Block>
  )
}
