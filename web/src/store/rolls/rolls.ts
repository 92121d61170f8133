import type { RollRecord, RollRequestBody } from '@loom/core'
import type { Id } from '../../api/types.ts'
import type { AppThunk, RootState } from '../app-state.ts'
import { newestOf } from '../newest-first-log.ts'
import { tracked } from '../request.ts'
import { EMPTY_LOG, type RollLog, type RollScope, rollLogKey, rollsActions } from './rolls-slice.ts'

// The roll log: a chronicle's rolls or the player's personal ones, made, paged and cleared
// through the API; new rolls and clears by others arrive as live events (store/live.ts).

/** `/chronicles/12/rolls`, or `/rolls` for the personal log. */
export const rollsPath = (scope: RollScope) =>
  scope === null ? '/rolls' : `/chronicles/${scope}/rolls`

export const rollRequestKey = (scope: RollScope) => `rolls of ${rollLogKey(scope)}`

/**
 * The log's next page: the first one when `fromStart` (the page opening, or the live
 * channel coming back, since rolls sent meanwhile were lost), else the one after the last.
 */
export function loadRolls(scope: RollScope, fromStart = false): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const log = selectRollLog(getState(), scope)
    const page = fromStart ? 1 : log.nextPage
    if (page === null || (log.loading && !fromStart)) return
    const newestWhenAsked = newestOf(log.ids)
    dispatch(rollsActions.pageRequested(scope))
    try {
      const answer = await dispatch(
        tracked(rollRequestKey(scope), () => api.getPage<RollRecord>(rollsPath(scope), page)),
      )
      dispatch(
        rollsActions.pageReceived({
          scope,
          rolls: answer.items,
          page: answer.page,
          totalPages: answer.totalPages,
          totalCount: answer.totalCount,
          newestWhenAsked,
        }),
      )
    } catch {
      dispatch(rollsActions.pageFailed(scope))
    }
  }
}

/**
 * Rolls on the server and puts the roll on top of its log at once (the live echo of it
 * merges into the same entry). Answers the roll, or null when the server refused it (the
 * reason shows as a notice). What it spent and the Initiative it gave reach the sheet and
 * the combat tab as the live changes of the character.
 */
export function makeRoll(
  scope: RollScope,
  roll: RollRequestBody['roll'],
): AppThunk<Promise<RollRecord | null>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const record = await dispatch(
        tracked(`roll in ${rollLogKey(scope)}`, () =>
          api.post<RollRecord>(rollsPath(scope), { roll }),
        ),
      )
      dispatch(rollsActions.rollReceived(record))
      return record
    } catch {
      return null
    }
  }
}

/** Empties the log for everyone (the storyteller's chronicle log, or the personal one). */
export function clearRolls(scope: RollScope): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api }) => {
    try {
      await dispatch(tracked(`clear ${rollRequestKey(scope)}`, () => api.delete(rollsPath(scope))))
      dispatch(rollsActions.cleared(scope))
      return true
    } catch {
      return false
    }
  }
}

export function selectRollLog(state: RootState, scope: RollScope): RollLog {
  return state.rolls.logs[rollLogKey(scope)] ?? EMPTY_LOG
}

export function selectRoll(state: RootState, id: Id): RollRecord | undefined {
  return state.rolls.byId[id]
}
