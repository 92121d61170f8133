import { forEachPage } from '../api/paging.ts'
import type { Id, Row } from '../api/types.ts'
import type { AppThunk, StoreDeps } from './app-state.ts'
import { entityActions, type Link } from './entities/entities-slice.ts'
import type { ItemKind } from './entities/kinds.ts'
import {
  createEntity,
  destroyEntity,
  receiveCreated,
  reorderEntity,
  updateEntity,
} from './entity-edits.ts'
import { tracked } from './request.ts'
import { askedAt, foundGone, heldRows, unlisted } from './snapshots.ts'

export const itemRequestKey = (kind: ItemKind, id: Id) => `${kind}/${id}`
export const listRequestKey = (kind: ItemKind) => `list ${kind}`

/** Where an item lives in the API, for the generic edits. */
export const itemAddress = (kind: ItemKind, id: Id) => ({
  kind,
  id,
  path: `/${kind}/${id}`,
})
/** The player's own list of one kind, where their new items go. */
export const myList = (me: Id, kind: ItemKind): Link => ({
  kind: 'players',
  id: me,
  assoc: kind,
})

/**
 * Every page of the player's own items, each merged as it arrives. Asked for at once, beside
 * `playerLoaded` (the signed-in player's own request), not after it: a cold start then waits
 * for one round trip, not two. The pages are merged, and a failure reported, only once the
 * player is known, since the list they join is the player's; if the player fails to load,
 * nothing of the list is shown or reported.
 */
export function loadItems(
  kind: ItemKind,
  playerLoaded: Promise<void> = Promise.resolve(),
): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const since = askedAt(getState())
    const firstPage = api.getPage<Row>(`/${kind}`, 1)
    // Reported through `tracked` below, once the player is known.
    firstPage.catch(() => undefined)
    await playerLoaded
    const link = myList(getState().session.id, kind)
    await dispatch(
      tracked(listRequestKey(kind), () =>
        forEachPage(
          (page) => (page === 1 ? firstPage : api.getPage<Row>(`/${kind}`, page)),
          (rows) => dispatch(entityActions.received({ kind, rows, link, since })),
        ),
      ),
    )
  }
}

/**
 * Fetches all pages first and swaps the list in one step, so nothing jumps meanwhile. The
 * player's items the store holds that the pages leave out were deleted elsewhere (while the
 * live channel was down), or were skipped because the list shifted between two pages (an
 * item deleted or added meanwhile): each is asked for on its own, and leaves the store or
 * joins the list again.
 */
export function refreshItems(kind: ItemKind): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const me = getState().session.id
    const held = heldRows(getState(), kind, (row) => row.player_id === me)
    const since = askedAt(getState())
    const rows: Row[] = []
    await forEachPage(
      (page) => api.getPage<Row>(`/${kind}`, page),
      (page) => rows.push(...page),
    )
    const link = { ...myList(me, kind), replace: true }
    dispatch(entityActions.received({ kind, rows, link, since }))
    const listed = rows.map((row) => row.id)
    for (const { id } of unlisted(held, listed))
      await dispatch(fetchItem(kind, id, myList(me, kind)))
  }
}

/**
 * One item for its page (and for `link`'s list, if given); failures stay in the request
 * state for the page to explain. An item the store holds that is not found any more was
 * deleted or hidden from the player meanwhile: it leaves the store, and the page showing it
 * moves on.
 */
export function fetchItem(kind: ItemKind, id: Id, link?: Link): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const held = heldRows(getState(), kind, (row) => row.id === id)
    const since = askedAt(getState())
    try {
      const row = await dispatch(
        tracked(itemRequestKey(kind, id), () => api.get<Row>(`/${kind}/${id}`), {
          notify: false,
          endsSessionOn401: kind !== 'characters',
        }),
      )
      dispatch(entityActions.received({ kind, rows: [row], link, since }))
    } catch (failure) {
      if (foundGone(failure)) dispatch(entityActions.gone({ kind, rows: held }))
    }
  }
}

/** The item for its page, unless it is being asked for already (by the app's start). */
export function fetchItemUnlessAsked(kind: ItemKind, id: Id): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().requests[itemRequestKey(kind, id)]?.status === 'loading') return
    await dispatch(fetchItem(kind, id))
  }
}

/** Creates an item, adds it to the player's list once saved and answers its id. */
export function createItem(kind: ItemKind, fields: Record<string, unknown>): AppThunk<Promise<Id>> {
  return (dispatch, getState) =>
    dispatch(createEntity(kind, `/${kind}`, fields, myList(getState().session.id, kind)))
}

export function duplicateItem(kind: ItemKind, id: Id): AppThunk<Promise<Id>> {
  return receiveNew(kind, `duplicate ${kind}/${id}`, (api) =>
    api.post<Row>(`/${kind}/${id}/duplicate`),
  )
}

export function createBattlegroupFromQc(qcId: Id): AppThunk<Promise<Id>> {
  return receiveNew('battlegroups', `battlegroup from qcs/${qcId}`, (api) =>
    api.post<Row>(`/battlegroups/create_from_qc/${qcId}`),
  )
}

function receiveNew(
  kind: ItemKind,
  key: string,
  call: (api: StoreDeps['api']) => Promise<Row>,
): AppThunk<Promise<Id>> {
  return (dispatch, getState) =>
    dispatch(receiveCreated(kind, key, call, myList(getState().session.id, kind)))
}

export function updateItem(
  kind: ItemKind,
  id: Id,
  changes: Record<string, unknown>,
): AppThunk<Promise<boolean>> {
  return updateEntity(itemAddress(kind, id), changes)
}

export function destroyItem(kind: ItemKind, id: Id): AppThunk<Promise<boolean>> {
  return destroyEntity(itemAddress(kind, id))
}

export function changeCharacterType(id: Id, type: string): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const since = askedAt(getState())
    const row = await dispatch(
      tracked(`change type characters/${id}`, () =>
        api.post<Row>(`/characters/${id}/change_type`, { type }),
      ),
    )
    dispatch(entityActions.received({ kind: 'characters', rows: [row], since }))
  }
}

/**
 * Moves an item to `index` among `orderedIds` (the list as the player now sees it). The new
 * order shows at once; once saved, the whole list is read again, since moving one item can
 * re-rank its siblings.
 */
export function reorderItem(
  kind: ItemKind,
  orderedIds: Id[],
  id: Id,
  index: number,
): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    const list = myList(getState().session.id, kind)
    const reread = { kind, path: `/${kind}`, list }
    return dispatch(reorderEntity(itemAddress(kind, id), orderedIds, index, reread))
  }
}
