import type { JournalEntry, JournalEntryCreate, JournalEntryPatch } from '@loom/core'
import type { Id } from '../../api/types.ts'
import type { AppThunk, RootState } from '../app-state.ts'
import { newestOf } from '../newest-first-log.ts'
import { tracked } from '../request.ts'
import { EMPTY_JOURNAL, type JournalList, journalActions } from './journal-slice.ts'

// A chronicle's journal: entries paged and searched, written, changed and deleted through the
// API; changes by others arrive as live events (store/live.ts).

export const journalPath = (chronicleId: Id) => `/chronicles/${chronicleId}/journal`

export function selectJournal(state: RootState, chronicleId: Id): JournalList {
  return state.journal.lists[chronicleId] ?? EMPTY_JOURNAL
}

export function selectJournalEntry(state: RootState, id: Id | null): JournalEntry | undefined {
  return id === null ? undefined : state.journal.byId[id]
}

/**
 * The list's next page: the first one when `fromStart` (the tab opening, a new search, or the
 * live channel coming back, since events sent meanwhile were lost), else the one after the last.
 */
export function loadJournal(
  chronicleId: Id,
  options: { fromStart?: boolean; query?: string } = {},
): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const list = selectJournal(getState(), chronicleId)
    const query = options.query ?? list.query
    const fromStart = options.fromStart === true || query !== list.query
    const page = fromStart ? 1 : list.nextPage
    if (page === null || (list.loading && !fromStart)) return
    // A new search starts a list of its own: nothing held of the old one counts.
    const newestWhenAsked = query === list.query ? newestOf(list.ids) : 0
    dispatch(journalActions.pageRequested({ chronicleId, query }))
    const search = query.trim() === '' ? '' : `?q=${encodeURIComponent(query.trim())}`
    try {
      const answer = await dispatch(
        tracked(`journal of ${chronicleId}`, () =>
          api.getPage<JournalEntry>(`${journalPath(chronicleId)}${search}`, page),
        ),
      )
      dispatch(
        journalActions.pageReceived({
          chronicleId,
          query,
          entries: answer.items,
          page: answer.page,
          totalPages: answer.totalPages,
          totalCount: answer.totalCount,
          newestWhenAsked,
        }),
      )
    } catch {
      dispatch(journalActions.pageFailed(chronicleId))
    }
  }
}

/**
 * Writes a new entry (`entry` null) or changes one, based on the version shown (a 412 when
 * someone changed it meanwhile: the player sees why and the newer entry). Answers the entry
 * as stored, or null when the server refused (the reason shows as a notice and is thrown
 * for the dialog).
 */
export function saveJournalEntry(
  chronicleId: Id,
  entry: JournalEntry | null,
  fields: JournalEntryCreate | JournalEntryPatch,
): AppThunk<Promise<JournalEntry>> {
  return async (dispatch, _getState, { api }) => {
    const path = journalPath(chronicleId)
    try {
      const saved = await dispatch(
        tracked(`save journal entry ${entry?.id ?? 'new'}`, () =>
          entry === null
            ? api.post<JournalEntry>(path, fields)
            : api.patch<JournalEntry>(`${path}/${entry.id}`, fields, {
                baseVersion: entry.version,
              }),
        ),
      )
      dispatch(journalActions.entryReceived(saved))
      return saved
    } catch (error) {
      const current = (error as { body?: { current?: JournalEntry } }).body?.current
      if (current !== undefined) dispatch(journalActions.entryReceived(current))
      throw error
    }
  }
}

/** Deletes the entry for everyone; answers whether it went. */
export function deleteJournalEntry(entry: JournalEntry): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api }) => {
    try {
      await dispatch(
        tracked(`delete journal entry ${entry.id}`, () =>
          api.delete(`${journalPath(entry.chronicle_id)}/${entry.id}`),
        ),
      )
      dispatch(
        journalActions.entryRemoved({
          chronicleId: entry.chronicle_id,
          id: entry.id,
          version: entry.version,
        }),
      )
      return true
    } catch {
      return false
    }
  }
}
