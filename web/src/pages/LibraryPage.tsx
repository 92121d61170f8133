import { canEditLibraryEntry, type LibraryEntry } from '@loom/core'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useDocumentTitle } from '../frame/document-title.ts'
import { LibraryEntryList } from '../library/LibraryEntryList.tsx'
import { type LibraryFilterState, LibraryFilters, queryOf } from '../library/LibraryFilters.tsx'
import { useLibraryEntries } from '../library/use-library-entries.ts'
import type { RootState } from '../store/app-state.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { deleteLibraryEntry } from '../store/library.ts'
import { membershipOf, viewerOf } from '../store/permissions.ts'
import { selectChronicleLists, selectRow } from '../store/selectors.ts'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'
import { PageState } from '../widgets/PageState.tsx'

/** Whether the player may delete the entry: core's rule over the chronicle the store holds. */
function mayDelete(state: RootState, entry: LibraryEntry): boolean {
  const chronicle =
    entry.chronicle_id === null
      ? null
      : membershipOf(selectRow(state, 'chronicles', entry.chronicle_id))
  return canEditLibraryEntry(viewerOf(state), entry, chronicle)
}

/** The entries shown that the player may delete, as one text so the selector's answer is stable. */
const deletableIds = (state: RootState, entries: readonly LibraryEntry[] | null) =>
  (entries ?? [])
    .filter((entry) => mayDelete(state, entry))
    .map((entry) => entry.id)
    .join(',')

/**
 * The library page: every entry the player can see (their own library and their chronicles'),
 * searched and filtered, each deletable by whoever may (its creator, a chronicle's storyteller).
 * Entries are added to sheets from the editors' "From library" buttons.
 */
export default function LibraryPage() {
  useDocumentTitle('Library')
  const authenticated = useAppSelector((state) => state.session.authenticated)
  const { own, joined } = useAppSelector(selectChronicleLists)
  const chronicles = [...own, ...joined]
  const [filters, setFilters] = useState<LibraryFilterState>({ q: '', scope: 'all', kind: 'all' })
  const { entries, failed, more, forget } = useLibraryEntries(queryOf(filters))
  const deletable = useAppSelector((state) => deletableIds(state, entries)).split(',')
  const [deleting, setDeleting] = useState<LibraryEntry | null>(null)
  const dispatch = useAppDispatch()
  if (!authenticated) return <PageState problem={{ state: 'signed-out' }} thing="Library" />
  return (
    <div data-testid="library-page">
      <Typography variant="h4" component="h1" gutterBottom>
        Library
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Charms, spells, merits, weapons, QCs and battlegroups saved with "Save to library". Add them
        to a sheet with "From library" in its editor.
      </Typography>
      <LibraryFilters filters={filters} onChange={setFilters} chronicles={chronicles} kinds />
      <LibraryEntryList
        entries={entries}
        failed={failed}
        more={more}
        chronicles={chronicles}
        empty="Nothing in these libraries yet."
        action={(entry) =>
          deletable.includes(String(entry.id)) && (
            <Button
              color="error"
              size="small"
              onClick={() => setDeleting(entry)}
              aria-label={`Delete ${entry.name}`}
              data-testid={`library-delete-${entry.id}`}
            >
              Delete
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? ''} from the library?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (deleting === null) return
          await dispatch(deleteLibraryEntry(deleting.id))
          forget(deleting.id)
        }}
        testId="library-delete-dialog"
      >
        <Typography>Copies already added to sheets stay as they are.</Typography>
      </ConfirmDialog>
    </div>
  )
}
