import { forEachPage } from '../../api/paging.ts'
import type { Id, Row } from '../../api/types.ts'
import type { AppThunk, StoreDeps } from '../app-state.ts'
import { entityActions } from '../entities/entities-slice.ts'
import { ITEM_KINDS } from '../entities/kinds.ts'
import { receiveCreated, updateEntity } from '../entity-edits.ts'
import { fetchItem } from '../items.ts'
import { tracked } from '../request.ts'
import { askedAt, heldRows, unlisted } from '../snapshots.ts'

// The chronicle itself: loading it, starting or joining one, its settings, its players.

export const chroniclePath = (chronicleId: Id) => `/chronicles/${chronicleId}`

export const chronicleRequestKey = (id: Id) => `chronicles/${id}`

/**
 * The chronicle with its storyteller and players, then every page of its items; the request
 * under chronicleRequestKey succeeds once all of them are in, so the page knows its lists are
 * whole (a chronicle known from elsewhere, such as the answer to joining it, may not be).
 * Others' items the store still places in the chronicle that it no longer lists are hidden
 * from the player now, or gone from the chronicle: they leave the store. Items it lists that
 * the pages skipped (the list shifted between two pages) are asked for one by one.
 */
export function fetchChronicle(id: Id): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const me = getState().session.id
    const held = ITEM_KINDS.map((kind) => ({
      kind,
      rows: heldRows(getState(), kind, (row) => row.chronicle_id === id && row.player_id !== me),
    }))
    const since = askedAt(getState())
    const load = async () => {
      const chronicle = await api.get<Row>(chroniclePath(id))
      dispatch(entityActions.received({ kind: 'chronicles', rows: [chronicle], since }))
      for (const { kind, rows } of held) {
        const listed = chronicle[kind]
        if (Array.isArray(listed)) {
          dispatch(entityActions.gone({ kind, rows: unlisted(rows, listed) }))
        }
      }
      for (const kind of ITEM_KINDS) {
        const link = { kind: 'chronicles' as const, id, assoc: kind }
        const paged = new Set<Id>()
        await forEachPage(
          (page) => api.getPage<Row>(`${chroniclePath(id)}/${kind}`, page),
          (rows) => {
            for (const row of rows) paged.add(row.id)
            dispatch(entityActions.received({ kind, rows, link, since }))
          },
        )
        const listed = Array.isArray(chronicle[kind]) ? (chronicle[kind] as Id[]) : []
        for (const itemId of listed.filter((listedId) => !paged.has(listedId))) {
          await dispatch(fetchItem(kind, itemId, link))
        }
      }
    }
    try {
      await dispatch(tracked(chronicleRequestKey(id), load, { notify: false }))
    } catch {
      // The page reads the failure from the request state.
    }
  }
}

/**
 * Runs one of the chronicle's actions (`regen_invite_code`, `add_qc/4`…) and answers the
 * chronicle as the server now has it.
 */
export function postToChronicle(
  chronicleId: Id,
  action: string,
  key: string,
): AppThunk<Promise<Row>> {
  return (dispatch, _getState, { api }) =>
    dispatch(tracked(key, () => api.post<Row>(`${chroniclePath(chronicleId)}/${action}`)))
}

/** A chronicle the player starts or joins goes into the matching list of theirs; answers its id. */
function receiveMyChronicle(
  key: string,
  call: (api: StoreDeps['api']) => Promise<Row>,
  assoc: 'own_chronicles' | 'chronicles',
): AppThunk<Promise<Id>> {
  return (dispatch, getState) => {
    const link = { kind: 'players' as const, id: getState().session.id, assoc }
    return dispatch(receiveCreated('chronicles', key, call, link, { notify: false }))
  }
}

export function createChronicle(name: string): AppThunk<Promise<Id>> {
  return receiveMyChronicle(
    'create chronicle',
    (api) => api.post<Row>('/chronicles', { name }),
    'own_chronicles',
  )
}

export function joinChronicle(inviteCode: string): AppThunk<Promise<Id>> {
  return receiveMyChronicle(
    'join chronicle',
    (api) => api.post<Row>('/chronicles/join', { invite_code: inviteCode }),
    'chronicles',
  )
}

/** Where an invite link leads: the chronicle, and whether the player is in it already. */
export interface InviteTarget {
  chronicle_id: Id
  name: string
  joined: boolean
}

/** Follows an invite link: joins unless already in, and answers the chronicle's id. */
export function followInvite(inviteCode: string): AppThunk<Promise<Id>> {
  return async (dispatch, _getState, { api }) => {
    const target = await dispatch(
      tracked(
        'open invite',
        () => api.get<InviteTarget>(`/chronicles/invites/${encodeURIComponent(inviteCode)}`),
        { notify: false },
      ),
    )
    return target.joined ? target.chronicle_id : dispatch(joinChronicle(inviteCode))
  }
}

/** The storyteller renames the chronicle or edits its notes. */
export function updateChronicle(
  chronicleId: Id,
  changes: { name?: string; notes?: string },
): AppThunk<Promise<boolean>> {
  return updateEntity(
    { kind: 'chronicles', id: chronicleId, path: chroniclePath(chronicleId) },
    changes,
  )
}

/** A fresh invite code, or none (joining disabled). */
export function setInviteCode(chronicleId: Id, fresh: boolean): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const action = fresh ? 'regen_invite_code' : 'disable_invite_code'
    const row = await dispatch(postToChronicle(chronicleId, action, `${action} ${chronicleId}`))
    dispatch(entityActions.received({ kind: 'chronicles', rows: [row] }))
  }
}

/** The storyteller removes a player, or a player leaves (their own id). */
export function removePlayer(chronicleId: Id, playerId: Id): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const row = await dispatch(
      postToChronicle(
        chronicleId,
        `remove_player/${playerId}`,
        `remove player ${playerId} from ${chronicleId}`,
      ),
    )
    if (playerId === getState().session.id) {
      dispatch(entityActions.chronicleLeft(chronicleId))
      await dispatch(releaseOwnItems(chronicleId))
    } else {
      dispatch(entityActions.received({ kind: 'chronicles', rows: [row] }))
    }
  }
}

/** After leaving a chronicle or deleting it, the player's own items there are in none. */
function releaseOwnItems(chronicleId: Id): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const me = getState().session.id
    for (const kind of ITEM_KINDS) {
      const rows = Object.values(getState().entities.current.byKind[kind].entities).filter(
        (row) => row?.chronicle_id === chronicleId && row.player_id === me,
      )
      if (rows.length === 0) continue
      dispatch(
        entityActions.received({
          kind,
          rows: rows.map((row) => ({ id: row.id, chronicle_id: null })),
        }),
      )
    }
  }
}

export function deleteChronicle(chronicleId: Id): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    await dispatch(
      tracked(`delete chronicles/${chronicleId}`, () => api.delete(chroniclePath(chronicleId))),
    )
    await dispatch(releaseOwnItems(chronicleId))
    dispatch(entityActions.chronicleLeft(chronicleId))
  }
}
