import type { LibraryEntry, LibraryKind } from '@loom/core'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import {
  copyLibraryEntry,
  fetchLibraryPage,
  type LibraryQuery,
  type LibraryTarget,
} from '../store/library.ts'
import { selectChronicleLists } from '../store/selectors.ts'
import { entrySummary, LIBRARY_KIND_LABELS, libraryName } from './library-labels.ts'

/** How long typing rests before the list is asked again. */
const SEARCH_DELAY_MS = 250

/** `all`, `own`, or a chronicle's id as text (a select's value). */
type ScopeChoice = string

function queryOf(kind: LibraryKind, q: string, scope: ScopeChoice): LibraryQuery {
  if (scope === 'all') return { kind, q }
  if (scope === 'own') return { kind, q, scope: 'own' }
  return { kind, q, scope: Number(scope) }
}

/** The entries of one query, page by page ("More" asks for the next). */
function useLibraryEntries(query: LibraryQuery) {
  const dispatch = useAppDispatch()
  const [entries, setEntries] = useState<LibraryEntry[] | null>(null)
  const [pages, setPages] = useState({ page: 0, total: 1 })
  const [failed, setFailed] = useState(false)
  const key = JSON.stringify(query)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query.
  useEffect(() => {
    let current = true
    const timer = setTimeout(() => {
      dispatch(fetchLibraryPage(query, 1))
        .then((answer) => {
          if (!current) return
          setEntries(answer.items)
          setPages({ page: answer.page, total: answer.totalPages })
          setFailed(false)
        })
        .catch(() => current && setFailed(true))
    }, SEARCH_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [dispatch, key])
  const more = async () => {
    const answer = await dispatch(fetchLibraryPage(query, pages.page + 1))
    setEntries((shown) => [...(shown ?? []), ...answer.items])
    setPages({ page: answer.page, total: answer.totalPages })
  }
  return { entries, failed, more: pages.page < pages.total ? more : null }
}

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
  const [q, setQ] = useState('')
  const [scope, setScope] = useState<ScopeChoice>('all')
  const [adding, setAdding] = useState<number | null>(null)
  const { entries, failed, more } = useLibraryEntries(queryOf(kind, q, scope))
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
          <TextField
            label="Search by name"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            size="small"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { 'data-testid': 'library-search' } }}
          />
          <TextField
            select
            label="Library"
            value={scope}
            onChange={(event) => setScope(event.target.value)}
            size="small"
            sx={{ minWidth: 180 }}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'library-scope' } as object },
            }}
          >
            <MenuItem value="all">All libraries</MenuItem>
            <MenuItem value="own">My library</MenuItem>
            {chronicles.map((chronicle) => (
              <MenuItem
                key={chronicle.id}
                value={String(chronicle.id)}
                data-testid={`library-scope-${chronicle.id}`}
              >
                {chronicle.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {failed && (
          <Typography color="error" sx={{ mt: 2 }} data-testid="library-failed">
            The library could not be read. Check your connection and try again.
          </Typography>
        )}
        {entries?.length === 0 && (
          <Typography sx={{ mt: 2 }} data-testid="library-empty">
            No {label} in these libraries{q.trim() === '' ? '' : ` matches "${q.trim()}"`}. Save one
            from any sheet with "Save to library".
          </Typography>
        )}
        <List dense data-testid="library-entries">
          {entries?.map((entry) => (
            <ListItem
              key={entry.id}
              divider
              data-testid={`library-entry-${entry.id}`}
              secondaryAction={
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
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={entry.name}
                secondary={[libraryName(entry, chronicles), entrySummary(entry), ...entry.tags]
                  .filter((part) => part !== '')
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        {more && (
          <Button onClick={more} data-testid="library-more">
            More
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="library-picker-close">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
