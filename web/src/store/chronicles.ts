import { forEachPage } from '../api/paging.ts'
import type { Id, Row } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { entityActions } from './entities/entities-slice.ts'
import { ITEM_KINDS } from './entities/kinds.ts'
import { tracked } from './request.ts'

export const chronicleRequestKey = (id: Id) => `chronicles/${id}`

/** The chronicle with its storyteller and players, then every page of its items. */
export function fetchChronicle(id: Id): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    try {
      const chronicle = await dispatch(
        tracked(chronicleRequestKey(id), () => api.get<Row>(`/chronicles/${id}`), {
          notify: false,
        }),
      )
      dispatch(entityActions.received({ kind: 'chronicles', rows: [chronicle] }))
      for (const kind of ITEM_KINDS) {
        await forEachPage(
          (page) => api.getPage<Row>(`/chronicles/${id}/${kind}`, page),
          (rows) =>
            dispatch(
              entityActions.received({ kind, rows, link: { kind: 'chronicles', id, assoc: kind } }),
            ),
        )
      }
    } catch {
      // The page reads the failure from the request state.
    }
  }
}

export function createChronicle(name: string): AppThunk<Promise<Id>> {
  return async (dispatch, getState, { api }) => {
    const chronicle = await dispatch(
      tracked('create chronicle', () => api.post<Row>('/chronicles', { name }), { notify: false }),
    )
    const me = getState().session.id
    dispatch(
      entityActions.received({
        kind: 'chronicles',
        rows: [chronicle],
        link: { kind: 'players', id: me, assoc: 'own_chronicles' },
      }),
    )
    return chronicle.id
  }
}

export function joinChronicle(inviteCode: string): AppThunk<Promise<Id>> {
  return async (dispatch, getState, { api }) => {
    const chronicle = await dispatch(
      tracked(
        'join chronicle',
        () => api.post<Row>('/chronicles/join', { invite_code: inviteCode }),
        { notify: false },
      ),
    )
    const me = getState().session.id
    dispatch(
      entityActions.received({
        kind: 'chronicles',
        rows: [chronicle],
        link: { kind: 'players', id: me, assoc: 'chronicles' },
      }),
    )
    return chronicle.id
  }
}
