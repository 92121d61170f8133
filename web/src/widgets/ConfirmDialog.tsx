import type { ReactNode } from 'react'
import { ActionDialog } from './ActionDialog.tsx'

interface Props {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => Promise<unknown>
  testId: string
}

/** Asks before something that cannot be taken back; Esc or Cancel leaves things as they are. */
export function ConfirmDialog({ onClose, confirmLabel, onConfirm, testId, ...dialog }: Props) {
  return (
    <ActionDialog
      {...dialog}
      onClose={onClose}
      onSubmit={async () => {
        // Closes whatever it resolves to: a failure it rejects with keeps the dialog open.
        await onConfirm()
      }}
      submitLabel={confirmLabel}
      submitColor="error"
      testId={testId}
      submitTestId={`${testId}-confirm`}
    />
  )
}
