import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { ActionDialog } from '../widgets/ActionDialog.tsx'

/** What the storyteller's controls hand each action's dialog: close it, or run the action. */
export interface StActionProps {
  onClose: () => void
  onSubmit: (body: Record<string, unknown>) => Promise<void>
}

/** A yes/no setting of a storyteller action, sent as `field` of the action's body. */
export interface StActionCheck {
  field: string
  label: string
  testId: string
  initial?: boolean
}

/**
 * The frame of the storyteller's control dialogs: what it does (`about`), its settings (the
 * children, then its yes/no checks), Close / Go. It sends `body` with each check's answer.
 */
export function StActionDialog({
  onSubmit,
  about,
  body,
  checks,
  children,
  ...dialog
}: StActionProps & {
  title: string
  submitLabel: string
  about: ReactNode
  body: Record<string, unknown>
  checks: readonly StActionCheck[]
  children?: ReactNode
  testId: string
}) {
  const [answers, setAnswers] = useState(() =>
    Object.fromEntries(checks.map((check) => [check.field, check.initial ?? false])),
  )
  return (
    <ActionDialog
      {...dialog}
      onSubmit={() => onSubmit({ ...body, ...answers })}
      cancelLabel="Close"
      cancelTestId={`${dialog.testId}-close`}
      fullWidth
    >
      <Typography variant="body2" gutterBottom>
        {about}
      </Typography>
      {children}
      {checks.map((check) => (
        <FormControlLabel
          key={check.field}
          control={
            <Checkbox
              checked={answers[check.field]}
              onChange={(event) => setAnswers({ ...answers, [check.field]: event.target.checked })}
              slotProps={{ input: { 'data-testid': check.testId } as object }}
            />
          }
          label={check.label}
        />
      ))}
    </ActionDialog>
  )
}
