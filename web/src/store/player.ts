import type { AuthProviders, Id } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { authProviderActions } from './auth-providers.ts'
import { loadPlayer } from './current-player.ts'
import { ITEM_KINDS } from './entities/kinds.ts'
import { updateEntity } from './entity-edits.ts'
import { loadItems } from './items.ts'
import { startLive } from './live.ts'
import { tracked } from './request.ts'
import { sessionActions } from './session.ts'

/** Which sign-in buttons to offer. If the server cannot say, Google is the safe guess. */
export function loadAuthProviders(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    try {
      dispatch(authProviderActions.received(await api.get<AuthProviders>('/auth_providers')))
    } catch {
      dispatch(authProviderActions.received({ google: true, developer: false }))
    }
  }
}

/** How long the lists wait for the opened page's item at most (an answer that never comes). */
export const PAGE_DATA_WAIT_MS = 3000

/**
 * After sign-in: the player (with chronicles) and every page of their characters, QCs and
 * battlegroups side by side (the lists are merged once the player is known), then the live
 * channel. The lists wait for `pageData` (the opened page's own item, settled either way, or
 * `PAGE_DATA_WAIT_MS`): they hold whole sheets, and on a slow connection they would take the
 * bandwidth the page needs first.
 */
export function startSession(
  pageData: Promise<unknown> = Promise.resolve(),
  waitAtMostMs = PAGE_DATA_WAIT_MS,
): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!getState().session.authenticated) return
    try {
      const player = dispatch(loadPlayer())
      // Its failure is met below; until then it must not count as unhandled.
      player.catch(() => undefined)
      let waited: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        pageData.catch(() => undefined),
        new Promise((resolve) => {
          waited = setTimeout(resolve, waitAtMostMs)
        }),
      ])
      clearTimeout(waited)
      await Promise.all([player, ...ITEM_KINDS.map((kind) => dispatch(loadItems(kind, player)))])
    } catch {
      // Already shown, or the session ended on a 401.
      return
    }
    dispatch(startLive())
  }
}

export function renamePlayer(displayName: string): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    const id: Id = getState().session.id
    return dispatch(
      updateEntity({ kind: 'players', id, path: `/players/${id}` }, { display_name: displayName }),
    )
  }
}

export function deleteAccount(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    await dispatch(tracked('delete account', () => api.delete('/players')))
    dispatch(sessionActions.accountDeleted())
  }
}
