import type { Row } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { entityActions } from './entities/entities-slice.ts'
import { tracked } from './request.ts'
import { sessionActions } from './session.ts'
import { askedAt } from './snapshots.ts'

const PLAYER_REQUEST = 'player'

/** The signed-in player with their chronicles and item summaries, at sign-in and after a reconnect. */
export function loadPlayer(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const since = askedAt(getState())
    const player = await dispatch(tracked(PLAYER_REQUEST, () => api.get<Row>('/players')))
    dispatch(entityActions.currentPlayerReceived({ player, since }))
    dispatch(sessionActions.playerLoaded(player.id))
  }
}
