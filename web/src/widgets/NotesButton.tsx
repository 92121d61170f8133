import NotesIcon from '@mui/icons-material/Notes'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { lazy, Suspense, useState } from 'react'
import type { Row } from '../api/types.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { updateItem } from '../store/items.ts'
import { selectItemPermissions } from '../store/permissions.ts'

// Markdown and the dialog load when a player first opens someone's notes.
const NotesDialog = lazy(() => import('./NotesDialog.tsx'))

/** The notes icon of a card (characters and QCs keep notes): opens the notes popup. */
export function NotesButton({ kind, row, testId }: { kind: ItemKind; row: Row; testId: string }) {
  const [open, setOpen] = useState(false)
  const canEdit = useAppSelector(
    (state) => selectItemPermissions(state, kind, row.id)?.edit ?? false,
  )
  const dispatch = useAppDispatch()
  if (typeof row.notes !== 'string') return null
  const name = String(row.name ?? '')
  return (
    <>
      <Tooltip title="Notes">
        <IconButton
          size="small"
          aria-label={`Notes of ${name}`}
          onClick={() => setOpen(true)}
          data-testid={`${testId}-notes`}
        >
          <NotesIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <NotesDialog
            name={name}
            notes={row.notes}
            onSave={
              canEdit ? (notes) => void dispatch(updateItem(kind, row.id, { notes })) : undefined
            }
            onClose={() => setOpen(false)}
            testId={`${testId}-notes-dialog`}
          />
        </Suspense>
      )}
    </>
  )
}
