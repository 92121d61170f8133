import { ApiError } from '../api/client.ts'
import type { AppThunk } from './app-state.ts'
import { noticeActions } from './notices.ts'
import { requestActions } from './requests.ts'
import { sessionActions } from './session.ts'

export interface TrackOptions {
  /** Show the failure as a notice (saves the player expects to stick). Pages that
   *  render their own failure state (not found, forbidden) leave this off. */
  notify?: boolean
  /** Whether a 401 ends the session (spec §8): true but for fetching a character, which may be
   *  a public page whose 401 says only that this one is not. */
  endsSessionOn401?: boolean
}

/**
 * Runs one call through its lifecycle under `key`: loading, then success or the
 * error sentence of spec §8. A 401 ends the session unless the options exempt the call.
 */
export function tracked<T>(
  key: string,
  call: () => Promise<T>,
  { notify = true, endsSessionOn401 = true }: TrackOptions = {},
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
      if (error.status === 401 && endsSessionOn401 && getState().session.authenticated) {
        dispatch(sessionActions.loggedOut({ refused: true }))
      } else if (notify) {
        dispatch(noticeActions.shown({ message: error.message }))
      }
      throw error
    }
  }
}
