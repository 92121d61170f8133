import type { Charm, LibraryKind } from '@loom/core'
import BookmarkAdd from '@mui/icons-material/BookmarkAdd'
import ContentCopy from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'
import type { Id } from '../api/types.ts'
import { useAppSelector } from '../store/hooks.ts'
import { viewerOf } from '../store/permissions.ts'

// Both dialogs load when a player first opens one.
const SaveToLibraryDialog = lazy(() => import('./SaveToLibraryDialog.tsx'))
const CopyCharmDialog = lazy(() => import('./CopyCharmDialog.tsx'))

/**
 * The library actions of a charm, spell, merit or weapon card: "Save to library" for any
 * signed-in viewer, and for a charm on a sheet they cannot edit, "Copy to my character".
 */
export function LibraryCardActions({
  kind,
  row,
  name,
  copyCharm,
  testId,
}: {
  kind: LibraryKind
  row: { id: Id }
  name: string
  /** The charm to offer a copy of: given on sheets the viewer may not edit. */
  copyCharm?: Charm
  testId: string
}) {
  const signedIn = useAppSelector((state) => viewerOf(state) !== null)
  const [open, setOpen] = useState<'save' | 'copy' | null>(null)
  if (!signedIn) return null
  const close = () => setOpen(null)
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={<BookmarkAdd />}
        onClick={() => setOpen('save')}
        data-testid={`${testId}-save-to-library`}
      >
        Save to library
      </Button>
      {copyCharm && (
        <Button
          size="small"
          startIcon={<ContentCopy />}
          onClick={() => setOpen('copy')}
          data-testid={`${testId}-copy-to-mine`}
        >
          Copy to my character
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'save' && (
          <SaveToLibraryDialog kind={kind} sourceId={row.id} name={name} onClose={close} />
        )}
        {open === 'copy' && copyCharm && <CopyCharmDialog charm={copyCharm} onClose={close} />}
      </Suspense>
    </Box>
  )
}
