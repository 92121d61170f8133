import { useCallback, useState } from 'react'

/**
 * A dialog's submit, one at a time: `busy` is true while `submitting(work)` runs, so the button
 * can be disabled. A rejection was already shown as a notice by the store, so it is dropped
 * here and the dialog stays open for another try.
 */
export function useSubmitting() {
  const [busy, setBusy] = useState(false)
  const submitting = useCallback(async (work: () => unknown) => {
    setBusy(true)
    try {
      await work()
    } catch {
      // Shown as a notice; the dialog keeps what was entered.
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, submitting }
}
