import { ApiError } from '../api/client.ts'
import type { AppThunk } from './app-state.ts'
import { showRetryableFailure } from './notice-retries.ts'
import { noticeActions } from './notices.ts'
import { requestActions } from './requests.ts'
import { sessionActions } from './session.ts'

export interface TrackOptions {
  /** Show the failure as a notice (saves the player expects to stick). Pages that
   *  render their own failure state (not found, forbidden) leave this off. */
  notify?: boolean
  /** The same call again, offered as "Retry" on the notice. */
  retry?: AppThunk<unknown>
}

/**
 * Runs one call through its lifecycle under `key`: loading, then success or the
 * error sentence of spec §8. Any 401 ends the session.
 */
export function tracked<T>(
  key: string,
  call: () => Promise<T>,
  { notify = true, retry }: TrackOptions = {},
): AppThunk<Promise<T>> {
  return async (dispatch, getState) => {
    dispatch(requestActions.started(key))
    try {
      const result = await call()
      dispatch(requestActions.succeeded(key))
      return result
    } catch (failure) {
      const error =
        failure instanceof ApiError
          ? failure
          : new ApiError(0, failure instanceof Error ? failure.message : 'Error')
      dispatch(requestActions.failed({ key, httpStatus: error.status, error: error.message }))
      if (error.status === 401 && getState().session.authenticated) {
        dispatch(sessionActions.loggedOut())
      } else if (notify && retry) {
        dispatch(showRetryableFailure(error.message, retry))
      } else if (notify) {
        dispatch(noticeActions.shown({ message: error.message }))
      }
      throw error
    }
  }
}
