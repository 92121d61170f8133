import type { SessionLogLine } from '@loom/core'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Id } from '../../api/types.ts'

/** One chronicle's session log as far as it was read. */
export interface ChronicleLog {
  /** Newest first (line ids grow with time), each line once. */
  readonly lines: SessionLogLine[]
  /** The next page to ask for, or null once the server said there is no more. */
  readonly nextPage: number | null
  readonly loading: boolean
  /** A page has arrived since the log opened. */
  readonly loaded: boolean
}

export type SessionLogState = Readonly<Record<string, ChronicleLog>>

export const EMPTY_CHRONICLE_LOG: ChronicleLog = {
  lines: [],
  nextPage: 1,
  loading: false,
  loaded: false,
}

function merged(lines: readonly SessionLogLine[], more: readonly SessionLogLine[]) {
  const byId = new Map<Id, SessionLogLine>()
  for (const line of [...lines, ...more]) byId.set(line.id, line)
  return [...byId.values()].sort((a, b) => b.id - a.id)
}

const logOf = (state: SessionLogState, chronicleId: Id) =>
  state[String(chronicleId)] ?? EMPTY_CHRONICLE_LOG

const slice = createSlice({
  name: 'sessionLog',
  initialState: {} as SessionLogState,
  reducers: {
    pageRequested(state, action: PayloadAction<Id>) {
      state[String(action.payload)] = { ...logOf(state, action.payload), loading: true }
    },
    /**
     * A page of the log. The first page is the truth about the top of the log, except for lines
     * heard live that are newer than anything on it.
     */
    pageReceived(
      state,
      action: PayloadAction<{
        chronicleId: Id
        lines: SessionLogLine[]
        page: number
        totalPages: number
      }>,
    ) {
      const { chronicleId, lines, page, totalPages } = action.payload
      const log = logOf(state, chronicleId)
      const newest = Math.max(0, ...lines.map((line) => line.id))
      const kept = page === 1 ? log.lines.filter((line) => line.id > newest) : log.lines
      state[String(chronicleId)] = {
        lines: merged(kept, lines),
        nextPage: page >= totalPages || lines.length === 0 ? null : page + 1,
        loading: false,
        loaded: true,
      }
    },
    pageFailed(state, action: PayloadAction<Id>) {
      state[String(action.payload)] = { ...logOf(state, action.payload), loading: false }
    },
    /** A line heard live goes on top of its chronicle's log, once that log is open. */
    lineReceived(state, action: PayloadAction<SessionLogLine>) {
      const log = state[String(action.payload.chronicle_id)]
      if (log === undefined) return
      state[String(action.payload.chronicle_id)] = {
        ...log,
        lines: merged(log.lines, [action.payload]),
      }
    },
  },
})

export const sessionLogActions = slice.actions
export const sessionLogReducer = slice.reducer
