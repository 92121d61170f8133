import type { Id } from '../api/types.ts'

// The logs read newest first a page at a time (the roll log, the session log, the journal):
// ids grow with time, so a log held here is a list of ids, newest first, and the page to ask
// for next. One rule for all three of how a page arriving changes what is held.

/** A log as held: its ids newest first, and the next page to ask for (null: none left). */
export interface HeldLog {
  readonly ids: readonly Id[]
  readonly nextPage: number | null
}

/** A page of a log as the server answered it. */
export interface LogPage {
  readonly ids: readonly Id[]
  readonly page: number
  readonly totalPages: number
  /** How many entries the whole log holds; null when the server did not say. */
  readonly totalCount: number | null
  /** The newest id held when the page was asked for (0: none); see `withPage`. */
  readonly newestWhenAsked: Id
}

/** The newest of `ids` (0 when there are none), to tell a page's answer as `newestWhenAsked`. */
export const newestOf = (ids: readonly Id[]) => Math.max(0, ...ids)

/** Ids newest first, each once. */
export function newestFirst(ids: readonly Id[], more: readonly Id[]): Id[] {
  return [...new Set([...ids, ...more])].sort((a, b) => b - a)
}

/**
 * The log once `answer` has arrived. A later page adds to it. The first page (the log opening
 * again, or the live channel coming back) is the truth about the top of the log: held ids
 * it lacks that were held when it was asked for and are not older than it are gone (a log
 * cleared while away, even to nothing), ids newer than both stay (heard live while it was on
 * its way). Older pages read before stay too, so that fetching
 * the top again never takes back what "Load more" brought, unless the server holds fewer older
 * entries than are held here (the log was cleared and written again meanwhile) or none at all.
 * Paging resumes at the page holding the first entry not held.
 */
export function withPage(
  held: HeldLog,
  answer: LogPage,
): { ids: Id[]; nextPage: number | null; dropped: Id[] } {
  const lastPage = answer.page >= answer.totalPages || answer.ids.length === 0
  if (answer.page !== 1) {
    return {
      ids: newestFirst(held.ids, answer.ids),
      nextPage: lastPage ? null : answer.page + 1,
      dropped: [],
    }
  }
  const newest = Math.max(answer.newestWhenAsked, ...answer.ids)
  const oldest = Math.min(...answer.ids)
  const newer = held.ids.filter((id) => id > newest)
  const older = held.ids.filter((id) => id < oldest)
  const olderOnServer = answer.totalCount === null ? 0 : answer.totalCount - answer.ids.length
  const keepOlder = !lastPage && older.length > 0 && older.length <= olderOnServer
  const ids = newestFirst([...newer, ...(keepOlder ? older : [])], answer.ids)
  const pageSize = answer.ids.length
  const heldFromTop = pageSize + (keepOlder ? older.length : 0)
  const allHeld = answer.totalCount !== null && heldFromTop >= answer.totalCount
  return {
    ids,
    nextPage: lastPage || allHeld ? null : Math.floor(heldFromTop / pageSize) + 1,
    dropped: held.ids.filter((id) => !ids.includes(id)),
  }
}
