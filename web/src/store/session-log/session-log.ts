import type { SessionLogLine } from '@loom/core'
import type { Id } from '../../api/types.ts'
import type { AppThunk, RootState } from '../app-state.ts'
import { newestOf } from '../newest-first-log.ts'
import { tracked } from '../request.ts'
import { type ChronicleLog, EMPTY_CHRONICLE_LOG, sessionLogActions } from './session-log-slice.ts'

// A chronicle's session log: read page by page through the API, new lines arriving as live
// `log_line` events (store/live.ts).

export const sessionLogRequestKey = (chronicleId: Id) => `log of ${chronicleId}`

/** Lines are short: the log asks for the largest page the server gives (MAX_PAGE_LIMIT). */
const LOG_PAGE_LIMIT = 10

/**
 * The log's next page: the first one when `fromStart` (the tab opening, or the live channel
 * coming back, since lines sent meanwhile were lost), else the one after the last.
 */
export function loadSessionLog(chronicleId: Id, fromStart = false): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const log = selectSessionLog(getState(), chronicleId)
    const page = fromStart ? 1 : log.nextPage
    if (page === null || (log.loading && !fromStart)) return
    const newestWhenAsked = newestOf(log.lines.map((line) => line.id))
    dispatch(sessionLogActions.pageRequested(chronicleId))
    try {
      const answer = await dispatch(
        tracked(sessionLogRequestKey(chronicleId), () =>
          api.getPage<SessionLogLine>(
            `/chronicles/${chronicleId}/log?limit=${LOG_PAGE_LIMIT}`,
            page,
          ),
        ),
      )
      dispatch(
        sessionLogActions.pageReceived({
          chronicleId,
          lines: answer.items,
          page: answer.page,
          totalPages: answer.totalPages,
          totalCount: answer.totalCount,
          newestWhenAsked,
        }),
      )
    } catch {
      dispatch(sessionLogActions.pageFailed(chronicleId))
    }
  }
}

export function selectSessionLog(state: RootState, chronicleId: Id): ChronicleLog {
  return state.sessionLog[String(chronicleId)] ?? EMPTY_CHRONICLE_LOG
}
