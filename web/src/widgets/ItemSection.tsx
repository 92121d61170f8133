import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Id } from '../api/types.ts'
import { FromLibraryButton } from '../library/FromLibraryButton.tsx'
import { type ItemKind, singular } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { createItem, reorderItem } from '../store/items.ts'
import { selectMyItems } from '../store/selectors.ts'
import { CreateCharacterDialog } from './CreateCharacterDialog.tsx'
import { ItemCard } from './ItemCard.tsx'
import { ImportButton } from './import/ImportButton.tsx'
import type { ImportFailure } from './import/run-import.ts'
import { useFileDrop } from './import/use-file-drop.ts'
import { ITEM_LABELS } from './item-labels.ts'
import { SingleFieldDialog } from './SingleFieldDialog.tsx'
import { SortableGrid } from './SortableGrid.tsx'

// Importing is rare: its code loads when a file is first picked or dropped.
const ImportFailureDialog = lazy(() => import('./import/ImportFailureDialog.tsx'))

/** A titled grid of the player's own items of one kind, with its Create New button. */
export function ItemSection({
  kind,
  headingLevel = 'h1',
}: {
  kind: ItemKind
  headingLevel?: 'h1' | 'h2'
}) {
  const items = useAppSelector((state) => selectMyItems(state, kind))
  const me = useAppSelector((state) => state.session.id)
  const authenticated = useAppSelector((state) => state.session.authenticated)
  const [creating, setCreating] = useState(false)
  const [importFailures, setImportFailures] = useState<ImportFailure[]>([])
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const label = ITEM_LABELS[kind]

  const create = async (fields: Record<string, unknown>) => {
    const id: Id = await dispatch(createItem(kind, fields))
    setCreating(false)
    navigate(`/${kind}/${id}`)
  }

  const importFiles = async (files: File[]) => {
    const { importFiles } = await import('./import/run-import.ts')
    const failures = await dispatch(importFiles(kind, files))
    if (failures.length > 0) setImportFailures(failures)
  }
  const drop = useFileDrop((files) => void importFiles(files), authenticated)

  return (
    <Box
      component="section"
      aria-labelledby={`${kind}-heading`}
      {...drop.handlers}
      sx={{
        mb: 4,
        borderRadius: 1,
        outline: drop.over ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        outlineOffset: 4,
      }}
      data-testid={`${kind}-section`}
      data-dropping={drop.over}
    >
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 1,
          bgcolor: 'background.default',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          py: 1,
          mb: 1,
        }}
      >
        <Typography
          variant="h5"
          component={headingLevel}
          id={`${kind}-heading`}
          sx={{ flexGrow: 1 }}
        >
          {label.plural}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
          {kind !== 'characters' && authenticated && (
            <FromLibraryButton
              kind={singular(kind) as 'qc' | 'battlegroup'}
              target={{ kind: 'mine' }}
              testId={`library-${singular(kind)}`}
            />
          )}
          <ImportButton
            onFiles={(files) => void importFiles(files)}
            disabled={!authenticated}
            testId={`import-${singular(kind)}`}
          />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!authenticated}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => setCreating(true)}
            data-testid={`create-${singular(kind)}`}
          >
            Create New
          </Button>
        </Box>
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary" data-testid={`${kind}-empty`}>
          {authenticated
            ? `No ${label.plural.toLowerCase()} yet. Create New makes one; Import (or dropping a .loom.json file here) brings one in.`
            : `Sign in to see your ${label.plural.toLowerCase()}.`}
        </Typography>
      ) : (
        <SortableGrid
          items={items}
          canMove={(item) => item.player_id === me}
          onMove={(ids, id, index) => dispatch(reorderItem(kind, ids, id, index))}
          renderItem={(item, handle) => <ItemCard kind={kind} item={item} handle={handle} />}
          testId={`${kind}-grid`}
        />
      )}
      {importFailures.length > 0 && (
        <Suspense fallback={null}>
          <ImportFailureDialog failures={importFailures} onClose={() => setImportFailures([])} />
        </Suspense>
      )}
      {kind === 'characters' ? (
        <CreateCharacterDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreate={(character) => create({ ...character })}
        />
      ) : (
        <SingleFieldDialog
          open={creating}
          onClose={() => setCreating(false)}
          title={`Create New ${label.singular}`}
          label="Name"
          submitLabel="Create"
          testId={`create-${singular(kind)}-dialog`}
          onSubmit={(name) => create({ name })}
        />
      )}
    </Box>
  )
}
