import { LIBRARY_KINDS, type LibraryKind } from '@loom/core'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { LibraryQuery } from '../store/library.ts'
import type { ChronicleEntry } from '../store/selectors.ts'
import { LIBRARY_KIND_LABELS } from './library-labels.ts'

/** What the filters hold: the search, the library (`all`, `own` or a chronicle's id), the kind. */
export interface LibraryFilterState {
  q: string
  scope: string
  kind: LibraryKind | 'all'
}

export function queryOf({ q, scope, kind }: LibraryFilterState): LibraryQuery {
  return {
    q,
    ...(kind === 'all' ? {} : { kind }),
    ...(scope === 'all' ? {} : { scope: scope === 'own' ? 'own' : Number(scope) }),
  }
}

function selectProps(testId: string) {
  return { select: { SelectDisplayProps: { 'data-testid': testId } as object } }
}

/** The search box, the library choice and (when `kinds` is on) the kind choice. */
export function LibraryFilters({
  filters,
  onChange,
  chronicles,
  kinds = false,
}: {
  filters: LibraryFilterState
  onChange: (next: LibraryFilterState) => void
  chronicles: readonly ChronicleEntry[]
  kinds?: boolean
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
      <TextField
        label="Search by name"
        value={filters.q}
        onChange={(event) => onChange({ ...filters, q: event.target.value })}
        size="small"
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': 'library-search' } }}
      />
      {kinds && (
        <TextField
          select
          label="Kind"
          value={filters.kind}
          onChange={(event) => onChange({ ...filters, kind: event.target.value as LibraryKind })}
          size="small"
          sx={{ minWidth: 150 }}
          slotProps={selectProps('library-kind')}
        >
          <MenuItem value="all">Every kind</MenuItem>
          {LIBRARY_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind} data-testid={`library-kind-${kind}`}>
              {LIBRARY_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label="Library"
        value={filters.scope}
        onChange={(event) => onChange({ ...filters, scope: event.target.value })}
        size="small"
        sx={{ minWidth: 180 }}
        slotProps={selectProps('library-scope')}
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
  )
}
