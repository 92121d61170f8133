import type { JournalEntry } from '@loom/core'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Id } from '../../api/types.ts'
import { newestFirst, withPage } from '../newest-first-log.ts'

/** One chronicle's journal as the tab shows it: the entries found for its search, newest first. */
export interface JournalList {
  /** Newest first (entry ids grow with time). */
  readonly ids: Id[]
  /** What the list was searched for ('' for every entry). */
  readonly query: string
  /** The next page to ask for, or null once the server said there is no more. */
  readonly nextPage: number | null
  readonly loading: boolean
  /** A page has arrived since the tab opened (or since the search changed). */
  readonly loaded: boolean
}

export interface JournalState {
  readonly byId: Readonly<Record<Id, JournalEntry>>
  /** By chronicle id. */
  readonly lists: Readonly<Record<Id, JournalList>>
  /**
   * Entries gone from sight (deleted, or no longer shown to this player) with the version they
   * left at, so a late event or answer of that version or older never brings them back.
   */
  readonly gone: Readonly<Record<Id, number>>
}

export const EMPTY_JOURNAL: JournalList = {
  ids: [],
  query: '',
  nextPage: 1,
  loading: false,
  loaded: false,
}

const initialState: JournalState = { byId: {}, lists: {}, gone: {} }

type Draft = {
  byId: Record<Id, JournalEntry>
  lists: Record<Id, JournalList>
  gone: Record<Id, number>
}

/** Whether a search shows the entry: its title or body holds the words, in any case. */
export function matchesQuery(entry: JournalEntry, query: string): boolean {
  const words = query.trim().toLowerCase()
  return (
    words === '' ||
    entry.title.toLowerCase().includes(words) ||
    entry.body.toLowerCase().includes(words)
  )
}

/**
 * Keeps the entry unless it is older than the one known, or no newer than the version it left
 * sight at (a late answer or event); the same version again (an answer and its live echo) is kept.
 */
function keep(state: Draft, entry: JournalEntry): boolean {
  const gone = state.gone[entry.id] ?? 0
  const known = state.byId[entry.id]?.version ?? 0
  if (entry.version <= gone || entry.version < known) return false
  state.byId[entry.id] = entry
  delete state.gone[entry.id]
  return true
}

const slice = createSlice({
  name: 'journal',
  initialState,
  reducers: {
    pageRequested(state, action: PayloadAction<{ chronicleId: Id; query: string }>) {
      const { chronicleId, query } = action.payload
      const list = state.lists[chronicleId] ?? EMPTY_JOURNAL
      // A new search starts an empty list; the same one keeps what it shows while it loads.
      state.lists[chronicleId] =
        list.query === query
          ? { ...list, loading: true }
          : { ...EMPTY_JOURNAL, query, loading: true }
    },
    /**
     * A page of the list, merged as newest-first-log.ts says (the first page drops entries
     * deleted or hidden while the socket was down). A page for an older search is dropped.
     */
    pageReceived(
      state,
      action: PayloadAction<{
        chronicleId: Id
        query: string
        entries: JournalEntry[]
        page: number
        totalPages: number
        totalCount: number | null
        newestWhenAsked: Id
      }>,
    ) {
      const { chronicleId, query, entries, ...paging } = action.payload
      const list = state.lists[chronicleId] ?? EMPTY_JOURNAL
      if (list.query !== query) return
      const shown = entries.filter((entry) => keep(state, entry)).map((entry) => entry.id)
      const log = withPage(list, { ids: entries.map((entry) => entry.id), ...paging })
      state.lists[chronicleId] = {
        // A page's entry that left sight since it was sent (keep) joins only if already listed.
        ids: log.ids.filter((id) => shown.includes(id) || list.ids.includes(id)),
        query,
        nextPage: log.nextPage,
        loading: false,
        loaded: true,
      }
    },
    pageFailed(state, action: PayloadAction<Id>) {
      const list = state.lists[action.payload] ?? EMPTY_JOURNAL
      state.lists[action.payload] = { ...list, loading: false }
    },
    /** An entry written here, or heard live: kept by version, on top of its list if it matches. */
    entryReceived(state, action: PayloadAction<JournalEntry>) {
      const entry = action.payload
      if (!keep(state, entry)) return
      const list = state.lists[entry.chronicle_id]
      if (list === undefined) return
      const shown = list.ids.includes(entry.id)
      if (!shown && matchesQuery(entry, list.query)) {
        state.lists[entry.chronicle_id] = { ...list, ids: newestFirst(list.ids, [entry.id]) }
      }
    },
    /** An entry deleted, or no longer shown to this player, at `version`. */
    entryRemoved(state, action: PayloadAction<{ chronicleId: Id; id: Id; version: number }>) {
      const { chronicleId, id, version } = action.payload
      const known = state.byId[id]
      if (known !== undefined && known.version > version) return
      delete state.byId[id]
      state.gone[id] = Math.max(version, state.gone[id] ?? 0)
      const list = state.lists[chronicleId]
      if (list)
        state.lists[chronicleId] = { ...list, ids: list.ids.filter((other) => other !== id) }
    },
  },
})

export const journalActions = slice.actions
export const journalReducer = slice.reducer
