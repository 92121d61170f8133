import type { AppThunk, StoreDeps } from './app-state.ts'
import { noticeActions } from './notices.ts'

// "Retry" runs the failed call again. Calls are functions, which the store's state must
// not hold, so they wait here, per store, under their notice's id.
const retries = new WeakMap<StoreDeps, Map<number, AppThunk<unknown>>>()

function retriesOf(deps: StoreDeps): Map<number, AppThunk<unknown>> {
  let map = retries.get(deps)
  if (!map) {
    map = new Map()
    retries.set(deps, map)
  }
  return map
}

/** Shows a failure with a Retry button that dispatches `again`. */
export function showRetryableFailure(message: string, again: AppThunk<unknown>): AppThunk {
  return (dispatch, getState, deps) => {
    retriesOf(deps).set(getState().notices.next, again)
    dispatch(noticeActions.shown({ message, retryable: true }))
  }
}

export function retryNotice(id: number): AppThunk {
  return (dispatch, _getState, deps) => {
    const again = retriesOf(deps).get(id)
    dispatch(dismissNotice(id))
    if (again) dispatch(again)
  }
}

export function dismissNotice(id: number): AppThunk {
  return (dispatch, _getState, deps) => {
    retriesOf(deps).delete(id)
    dispatch(noticeActions.dismissed(id))
  }
}
