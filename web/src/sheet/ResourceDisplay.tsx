import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { KEYBOARD_FOCUS_RING } from './assistive-styles.ts'

interface Props {
  label: string
  current: ReactNode
  /** Shown as "/total" after the current value. */
  total?: number
  /** Committed motes, shown small as "{n}c". */
  committed?: number
  /** Editors get a button that opens the resource's dialog; everyone else just reads. */
  onClick?: () => void
  testId: string
}

/** A resource: caption, big current value, "/total" and committed motes. */
export function ResourceDisplay({ label, current, total, committed, onClick, testId }: Props) {
  const body = (
    <Box sx={{ textAlign: 'left', px: 1, py: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h5" component="div" data-testid={`${testId}-value`}>
        {current}
        {total !== undefined && (
          <Typography component="span" variant="body1" color="text.secondary">
            /{total}
          </Typography>
        )}
        {committed !== undefined && committed > 0 && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ ml: 0.5 }}
            data-testid={`${testId}-committed`}
          >
            {committed}c
          </Typography>
        )}
      </Typography>
    </Box>
  )
  if (!onClick) return <Box data-testid={testId}>{body}</Box>
  return (
    <ButtonBase
      onClick={onClick}
      data-testid={testId}
      aria-haspopup="dialog"
      sx={{ borderRadius: 1, '&:hover': { bgcolor: 'action.hover' }, ...KEYBOARD_FOCUS_RING }}
    >
      {body}
    </ButtonBase>
  )
}
