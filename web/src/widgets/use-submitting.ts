import { useCallback, useState } from 'react'

/**
 * A dialog's submit, one at a time: `busy` is true while `submitting(work)` runs, so the button
 * can be disabled. A rejection was already shown as a notice by the store; `onFailure` gets its
 * message for dialogs that also show it themselves. Either way the dialog stays for another try.
 */
export function useSubmitting() {
  const [busy, setBusy] = useState(false)
  const submitting = useCallback(
    async (work: () => unknown, onFailure?: (message: string) => void) => {
      setBusy(true)
      try {
        await work()
      } catch (failure) {
        onFailure?.(failure instanceof Error ? failure.message : 'Error')
      } finally {
        setBusy(false)
      }
    },
    [],
  )
  return { busy, submitting }
}
