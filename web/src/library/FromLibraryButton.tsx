import type { LibraryKind } from '@loom/core'
import LibraryBooks from '@mui/icons-material/LibraryBooks'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'
import type { LibraryTarget } from '../store/library.ts'

// The picker loads when a player first opens the library.
const LibraryPickerDialog = lazy(() => import('./LibraryPickerDialog.tsx'))

/** "From library" beside an editor's Add button: opens the picker for one kind. */
export function FromLibraryButton({
  kind,
  target,
  testId,
}: {
  kind: LibraryKind
  target: LibraryTarget
  testId: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size="small"
        endIcon={<LibraryBooks />}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        From library
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LibraryPickerDialog kind={kind} target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
