import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import type { ReactNode } from 'react'
import { ActionDialog } from '../widgets/ActionDialog.tsx'

/** What the storyteller's controls hand each action's dialog: close it, or run the action. */
export interface StActionProps {
  onClose: () => void
  onSubmit: (body: Record<string, unknown>) => Promise<void>
}

/** The frame of the storyteller's control dialogs: what it does, its settings, Close / Go. */
export function StActionDialog({
  onClose,
  onSubmit,
  testId,
  ...dialog
}: {
  title: string
  submitLabel: string
  onClose: () => void
  onSubmit: () => Promise<void>
  children: ReactNode
  testId: string
}) {
  return (
    <ActionDialog
      {...dialog}
      onClose={onClose}
      onSubmit={onSubmit}
      cancelLabel="Close"
      testId={testId}
      cancelTestId={`${testId}-close`}
      fullWidth
    />
  )
}

/** A yes/no setting of a storyteller action. */
export function StActionCheck({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  testId: string
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={label}
    />
  )
}
