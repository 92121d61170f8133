import type { LibraryKind } from '@loom/core'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import type { Id } from '../api/types.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { saveToLibrary } from '../store/library.ts'
import { selectChronicleLists } from '../store/selectors.ts'
import { ActionDialog } from '../widgets/ActionDialog.tsx'
import { LIBRARY_KIND_LABELS } from './library-labels.ts'

/**
 * "Save to library": a copy of a charm, spell, merit, weapon, qc or battlegroup the player can
 * see goes to their own library or to one of their chronicles', under the name they give.
 */
export default function SaveToLibraryDialog({
  kind,
  sourceId,
  name,
  onClose,
}: {
  kind: LibraryKind
  sourceId: Id
  name: string
  onClose: () => void
}) {
  const dispatch = useAppDispatch()
  const { own, joined } = useAppSelector(selectChronicleLists)
  const [entryName, setEntryName] = useState(name)
  const [library, setLibrary] = useState('own')
  const [error, setError] = useState<string | null>(null)
  const testId = 'save-to-library'
  return (
    <ActionDialog
      onClose={onClose}
      title={`Save ${name || `this ${LIBRARY_KIND_LABELS[kind]}`} to a library`}
      onSubmit={async () => {
        await dispatch(
          saveToLibrary({
            kind,
            source: { kind, id: sourceId },
            chronicle_id: library === 'own' ? null : Number(library),
            ...(entryName.trim() === '' ? {} : { name: entryName.trim() }),
          }),
        )
      }}
      onFailure={setError}
      submitLabel="Save"
      testId={testId}
      form
      fullWidth
    >
      <TextField
        label="Name in the library"
        value={entryName}
        onChange={(event) => setEntryName(event.target.value)}
        fullWidth
        margin="dense"
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-name`, maxLength: 200 } }}
      />
      <TextField
        select
        label="Library"
        value={library}
        onChange={(event) => setLibrary(event.target.value)}
        fullWidth
        margin="dense"
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': `${testId}-library` } as object },
        }}
      >
        <MenuItem value="own">My library</MenuItem>
        {[...own, ...joined].map((chronicle) => (
          <MenuItem
            key={chronicle.id}
            value={String(chronicle.id)}
            data-testid={`${testId}-library-${chronicle.id}`}
          >
            {chronicle.name}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  )
}
