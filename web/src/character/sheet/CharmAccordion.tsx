import ExpandMore from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface Props {
  title: ReactNode
  caption: string
  gist: string
  expanded: boolean
  onToggle: () => void
  children: ReactNode
  testId: string
}

/** A charm or spell card: name and one-line gist, opening to its full text or fields. */
export function CharmAccordion({
  title,
  caption,
  gist,
  expanded,
  onToggle,
  children,
  testId,
}: Props) {
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid={testId}
    >
      <AccordionSummary expandIcon={<ExpandMore />} data-testid={`${testId}-summary`}>
        <div>
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {caption}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {gist}
          </Typography>
        </div>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  )
}
