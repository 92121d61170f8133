import Paper from '@mui/material/Paper'
import type { ReactNode } from 'react'

/** A combatant's card on a chronicle tab: an article named after it, its parts stacked. */
export function CombatantArticle({
  name,
  padding,
  testId,
  children,
}: {
  name: string
  padding: number
  testId: string
  children: ReactNode
}) {
  return (
    <Paper
      component="article"
      aria-label={name}
      sx={{ p: padding, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid={testId}
    >
      {children}
    </Paper>
  )
}
