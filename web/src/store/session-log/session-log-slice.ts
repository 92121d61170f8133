import type { SessionLogLine } from '@loom/core'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Id } from '../../api/types.ts'
import { withPage } from '../newest-first-log.ts'

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
    /** A page of the log, merged as newest-first-log.ts says. */
    pageReceived(
      state,
      action: PayloadAction<{
        chronicleId: Id
        lines: SessionLogLine[]
        page: number
        totalPages: number
        totalCount: number | null
        newestWhenAsked: Id
      }>,
    ) {
      const { chronicleId, lines, ...paging } = action.payload
      const held = logOf(state, chronicleId)
      const byId = new Map([...held.lines, ...lines].map((line) => [line.id, line]))
      const ids = lines.map((line) => line.id)
      const log = withPage(
        { ids: held.lines.map((line) => line.id), nextPage: held.nextPage },
        {
          ids,
          ...paging,
        },
      )
      state[String(chronicleId)] = {
        lines: log.ids.flatMap((id) => byId.get(id) ?? []),
        nextPage: log.nextPage,
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
