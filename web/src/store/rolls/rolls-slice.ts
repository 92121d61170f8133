import type { RollRecord } from '@loom/core'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Id } from '../../api/types.ts'
import { newestFirst, withPage } from '../newest-first-log.ts'

/**
 * Where a roll is logged: a chronicle's log, or the player's personal one (`null`). Every
 * request and event names its log this way.
 */
export type RollScope = Id | null

/** The key of a log in the state: `"personal"` or the chronicle's id as text. */
export type RollLogKey = string

export const rollLogKey = (chronicleId: RollScope): RollLogKey =>
  chronicleId === null ? 'personal' : String(chronicleId)

/** The log a key names: rollLogKey's inverse. */
export const scopeOfLogKey = (key: RollLogKey): RollScope =>
  key === 'personal' ? null : Number(key)

export interface RollLog {
  /** Newest first (roll ids grow with time). */
  readonly ids: Id[]
  /** The next page to ask for, or null once the server said there is no more. */
  readonly nextPage: number | null
  readonly loading: boolean
  /** A page has arrived since the page opened (or since the log was cleared). */
  readonly loaded: boolean
}

export interface RollsState {
  readonly byId: Readonly<Record<Id, RollRecord>>
  readonly logs: Readonly<Record<RollLogKey, RollLog>>
}

export const EMPTY_LOG: RollLog = { ids: [], nextPage: 1, loading: false, loaded: false }

const initialState: RollsState = { byId: {}, logs: {} }

type Draft = { byId: Record<Id, RollRecord>; logs: Record<RollLogKey, RollLog> }

function logOf(state: Draft, key: RollLogKey): RollLog {
  return state.logs[key] ?? EMPTY_LOG
}

function keep(state: Draft, roll: RollRecord): Id {
  state.byId[roll.id] = roll
  return roll.id
}

const slice = createSlice({
  name: 'rolls',
  initialState,
  reducers: {
    pageRequested(state, action: PayloadAction<RollScope>) {
      const key = rollLogKey(action.payload)
      state.logs[key] = { ...logOf(state, key), loading: true }
    },
    /** A page of the log, merged as newest-first-log.ts says. */
    pageReceived(
      state,
      action: PayloadAction<{
        scope: RollScope
        rolls: RollRecord[]
        page: number
        totalPages: number
        totalCount: number | null
        newestWhenAsked: Id
      }>,
    ) {
      const { scope, rolls, ...paging } = action.payload
      const key = rollLogKey(scope)
      const ids = rolls.map((roll) => keep(state, roll))
      const { dropped, ...log } = withPage(logOf(state, key), { ids, ...paging })
      for (const id of dropped) delete state.byId[id]
      state.logs[key] = { ...log, loading: false, loaded: true }
    },
    pageFailed(state, action: PayloadAction<RollScope>) {
      const key = rollLogKey(action.payload)
      state.logs[key] = { ...logOf(state, key), loading: false }
    },
    /** A roll just made, or heard live: it goes on top of its log. */
    rollReceived(state, action: PayloadAction<RollRecord>) {
      const key = rollLogKey(action.payload.chronicle_id)
      const log = logOf(state, key)
      keep(state, action.payload)
      state.logs[key] = { ...log, ids: newestFirst(log.ids, [action.payload.id]) }
    },
    /** The log was cleared (by the storyteller, or the player's own personal log). */
    cleared(state, action: PayloadAction<RollScope>) {
      const key = rollLogKey(action.payload)
      for (const id of logOf(state, key).ids) delete state.byId[id]
      state.logs[key] = { ids: [], nextPage: null, loading: false, loaded: true }
    },
  },
})

export const rollsActions = slice.actions
export const rollsReducer = slice.reducer
