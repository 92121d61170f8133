import Dialog, { type DialogProps } from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId } from 'react'
import { DialogButtons, type DialogButtonsProps } from './DialogButtons.tsx'
import { useSubmitting } from './use-submitting.ts'

interface Props
  extends Omit<DialogButtonsProps, 'onCancel' | 'onSubmit' | 'cancelTestId' | 'submitTestId'> {
  /** Shown while mounted unless told otherwise. */
  open?: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /**
   * The dialog's one action; while it runs the button is disabled. The dialog closes when it is
   * done unless it gives `false`; if it fails the dialog stays for another try.
   */
  onSubmit: () => Promise<boolean | undefined> | Promise<void> | boolean | undefined | void
  /** Shows why the action failed, besides the notice. */
  onFailure?: (message: string) => void
  /** Enter in a field submits too: the dialog is a form. */
  form?: boolean
  testId: string
  /** `${testId}-cancel` and `${testId}-submit` unless named otherwise. */
  cancelTestId?: string
  submitTestId?: string
  fullWidth?: boolean
  maxWidth?: DialogProps['maxWidth']
}

/** A dialog that asks for one action: its title, its content, then Cancel and the action. */
export function ActionDialog({
  open = true,
  onClose,
  title,
  children,
  onSubmit,
  onFailure,
  form = false,
  testId,
  cancelTestId = `${testId}-cancel`,
  submitTestId = `${testId}-submit`,
  fullWidth,
  maxWidth,
  disabled,
  ...buttons
}: Props) {
  const titleId = useId()
  const { busy, submitting } = useSubmitting()
  const submit = () =>
    submitting(async () => {
      if ((await onSubmit()) !== false) onClose()
    }, onFailure)
  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogButtons
        {...buttons}
        onCancel={onClose}
        onSubmit={form ? undefined : submit}
        disabled={busy || disabled}
        cancelTestId={cancelTestId}
        submitTestId={submitTestId}
      />
    </>
  )
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid={testId}
      fullWidth={fullWidth}
      maxWidth={maxWidth}
    >
      {form ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  )
}
