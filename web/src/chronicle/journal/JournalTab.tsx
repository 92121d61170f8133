import type { JournalEntry } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { shallowEqual } from 'react-redux'
import type { Chronicle, Id } from '../../api/types.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { loadJournal, selectJournal, selectJournalEntry } from '../../store/journal/index.ts'
import { Block } from '../../widgets/Block.tsx'
import { JournalEntryCard } from './JournalEntryCard.tsx'
import { JournalEntryEditor } from './JournalEntryEditor.tsx'
import { JournalEntryView } from './JournalEntryView.tsx'

/** How long the search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 300

/**
 * The chronicle's journal: the entries this player may read, newest first, searched by title
 * and text, more on request, live as others write, change and hide them. Anyone in the chronicle
 * writes an entry; an entry opens to be read, and edited by its author or the storyteller.
 */
export default function JournalTab({ chronicle }: { chronicle: Chronicle }) {
  const dispatch = useAppDispatch()
  const list = useAppSelector((state) => selectJournal(state, chronicle.id))
  const entries = useAppSelector(
    (state) =>
      selectJournal(state, chronicle.id).ids.flatMap(
        (id) => state.journal.byId[id] ?? [],
      ) as JournalEntry[],
    shallowEqual,
  )
  const [search, setSearch] = useState(list.query)
  const [openId, setOpenId] = useState<Id | null>(null)
  const [editing, setEditing] = useState<JournalEntry | 'new' | null>(null)
  const open = useAppSelector((state) => selectJournalEntry(state, openId))
  const live = useAppSelector((state) => state.connection === 'live')
  const fetched = useRef(false)

  // The newest page when the tab opens, and again when the live channel comes back.
  useEffect(() => {
    if (fetched.current && !live) return
    fetched.current = true
    dispatch(loadJournal(chronicle.id, { fromStart: true }))
  }, [dispatch, chronicle.id, live])
  useEffect(() => {
    if (search === list.query) return
    const timer = setTimeout(
      () => dispatch(loadJournal(chronicle.id, { query: search })),
      SEARCH_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [dispatch, chronicle.id, search, list.query])

  return (
    <Block>
      <Box component="section" aria-label="Journal" data-testid="chronicle-journal-tab">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Journal
          </Typography>
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="journal-new">
            New entry
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Session notes, handouts and secrets. Each entry shows to whom it names: everyone, the
          storyteller (and its author), or players the storyteller chooses.
        </Typography>
        <TextField
          type="search"
          label="Search the journal"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          size="small"
          sx={{ mb: 1 }}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'journal-search' } }}
        />
        {entries.length === 0 && list.loaded && !list.loading && (
          <Typography color="text.secondary" sx={{ py: 2 }} data-testid="journal-empty">
            {list.query.trim() === '' ? 'No entries yet.' : 'No entry matches the search.'}
          </Typography>
        )}
        <Box
          component="ol"
          sx={{ m: 0, p: 0 }}
          aria-label="Journal entries, newest first"
          data-testid="journal-list"
        >
          {entries.map((entry) => (
            <JournalEntryCard key={entry.id} entry={entry} onOpen={() => setOpenId(entry.id)} />
          ))}
        </Box>
        {list.loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label="Loading the journal" />
          </Box>
        )}
        {list.loaded && list.nextPage !== null && !list.loading && (
          <Button
            fullWidth
            onClick={() => dispatch(loadJournal(chronicle.id))}
            data-testid="journal-more"
          >
            Load more
          </Button>
        )}
      </Box>
      {open && editing === null && (
        <JournalEntryView
          chronicle={chronicle}
          entry={open}
          onClose={() => setOpenId(null)}
          onEdit={() => setEditing(open)}
        />
      )}
      {editing !== null && (
        <JournalEntryEditor
          chronicle={chronicle}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setOpenId(saved.id)}
        />
      )}
    </Block>
  )
}
