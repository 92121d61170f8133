import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { type ReactNode, useState } from 'react'

interface Offer {
  key: number
  message: string
  undo: () => void
}

/** How long an undo stays on offer. */
export const UNDO_MS = 8000

/**
 * A "Removed X — Undo" bar for things removed at once without asking. `offer` replaces
 * any earlier offer; render `snackbar` once in the component.
 */
export function useUndo(): {
  offer: (message: string, undo: () => void) => void
  snackbar: ReactNode
} {
  const [current, setCurrent] = useState<Offer | null>(null)
  const offer = (message: string, undo: () => void) =>
    setCurrent((previous) => ({ key: (previous?.key ?? 0) + 1, message, undo }))
  const dismiss = () => setCurrent(null)
  const snackbar = current && (
    <Snackbar
      key={current.key}
      open
      autoHideDuration={UNDO_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      message={current.message}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      action={
        <Button
          color="secondary"
          size="small"
          onClick={() => {
            current.undo()
            dismiss()
          }}
          data-testid="undo-button"
        >
          Undo
        </Button>
      }
      slotProps={{ content: { 'data-testid': 'undo-snackbar' } as object }}
    />
  )
  return { offer, snackbar }
}
