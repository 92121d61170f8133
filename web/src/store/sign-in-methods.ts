import { startRegistration } from '@simplewebauthn/browser'
import type { SignInMethod } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { tracked } from './request.ts'

// The signed-in player's ways in, for Settings. Kept by the page that shows them, not in the
// store: nothing else reads them, and they change only there.

export function loadSignInMethods(): AppThunk<Promise<SignInMethod[]>> {
  return (dispatch, _getState, { api }) =>
    dispatch(
      tracked('sign-in-methods', () => api.get<SignInMethod[]>('/sign_in_methods'), {
        notify: false,
      }),
    )
}

export function removeSignInMethod(id: number): AppThunk<Promise<void>> {
  return (dispatch, _getState, { api }) =>
    dispatch(tracked(`sign-in-method-${id}`, () => api.delete(`/sign_in_methods/${id}`)))
}

/** Makes a passkey on this device for the signed-in player: the server's challenge, the browser's answer. */
export function addPasskey(): AppThunk<Promise<SignInMethod>> {
  return (dispatch, _getState, { api }) =>
    dispatch(
      tracked(
        'add-passkey',
        async () => {
          const optionsJSON = await api.post<
            Parameters<typeof startRegistration>[0]['optionsJSON']
          >('/sign_in_methods/passkey/options')
          const credential = await startRegistration({ optionsJSON })
          return api.post<SignInMethod>('/sign_in_methods/passkey', { credential })
        },
        { notify: false },
      ),
    )
}
