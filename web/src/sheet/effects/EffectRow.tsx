import Delete from '@mui/icons-material/Delete'
import Edit from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import type { ReactNode } from 'react'

interface Props {
  name: string
  /** Edit and remove buttons for those who may change the effect; none without. */
  actions: { onEdit: () => void; onRemove: () => void } | null
  /** The row's test id; its buttons add `-edit` and `-remove`. */
  testId: string
  children: ReactNode
}

/** One effect in a list: what it is (the children), then its edit and remove buttons. */
export function EffectRow({ name, actions, testId, children }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid={testId}>
      {children}
      {actions && (
        <>
          <IconButton
            size="small"
            aria-label={`Edit ${name}`}
            onClick={actions.onEdit}
            data-testid={`${testId}-edit`}
          >
            <Edit fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Remove ${name}`}
            onClick={actions.onRemove}
            data-testid={`${testId}-remove`}
          >
            <Delete fontSize="small" />
          </IconButton>
        </>
      )}
    </Box>
  )
}
