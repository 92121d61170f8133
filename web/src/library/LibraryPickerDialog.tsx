import type { LibraryEntry, LibraryKind } from '@loom/core'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { copyLibraryEntry, type LibraryTarget } from '../store/library.ts'
import { selectChronicleLists } from '../store/selectors.ts'
import { LibraryEntryList } from './LibraryEntryList.tsx'
import { type LibraryFilterState, LibraryFilters, queryOf } from './LibraryFilters.tsx'
import { LIBRARY_KIND_LABELS } from './library-labels.ts'
import { useLibraryEntries } from './use-library-entries.ts'

/**
 * The library picker: search the entries of one kind in the player's own library and their
 * chronicles', and add a copy of one to `target` with its Add button (the dialog then closes).
 */
export default function LibraryPickerDialog({
  kind,
  target,
  onClose,
}: {
  kind: LibraryKind
  target: LibraryTarget
  onClose: () => void
}) {
  const titleId = useId()
  const dispatch = useAppDispatch()
  const { own, joined } = useAppSelector(selectChronicleLists)
  const chronicles = [...own, ...joined]
  const [filters, setFilters] = useState<LibraryFilterState>({ q: '', scope: 'all', kind })
  const { entries, failed, more } = useLibraryEntries(queryOf(filters))
  const [adding, setAdding] = useState<number | null>(null)
  const label = LIBRARY_KIND_LABELS[kind]

  const add = async (entry: LibraryEntry) => {
    setAdding(entry.id)
    try {
      await dispatch(copyLibraryEntry(entry, target))
      onClose()
    } catch {
      // The notice says why; the entry can be tried again.
      setAdding(null)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="library-picker"
    >
      <DialogTitle id={titleId}>Add a {label} from the library</DialogTitle>
      <DialogContent>
        <LibraryFilters filters={filters} onChange={setFilters} chronicles={chronicles} />
        <LibraryEntryList
          entries={entries}
          failed={failed}
          more={more}
          chronicles={chronicles}
          empty={`No ${label} in these libraries${filters.q.trim() === '' ? '' : ` matches "${filters.q.trim()}"`}. Save one from any sheet with "Save to library".`}
          action={(entry) => (
            <Button
              variant="contained"
              size="small"
              disabled={adding !== null}
              onClick={() => add(entry)}
              aria-label={`Add ${entry.name}`}
              data-testid={`library-add-${entry.id}`}
            >
              Add
            </Button>
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="library-picker-close">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
