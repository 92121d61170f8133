import { ApiError } from '../api/client.ts'
import type { Id, Row } from '../api/types.ts'
import type { AppThunk, StoreDeps } from './app-state.ts'
import { entityActions, type Link } from './entities/entities-slice.ts'
import { type Kind, singular } from './entities/kinds.ts'
import { isPending } from './entities/optimistic.ts'
import { newTransaction } from './entities/transaction.ts'
import { editsWaitFor, keepEdit, keptOffline, syncOfflineEdits } from './offline-sync.ts'
import { type TrackOptions, tracked } from './request.ts'
import { askedAt, foundGone } from './snapshots.ts'

export interface EntityAddress {
  kind: Kind
  id: Id
  /** API path of the entity, e.g. `/characters/12` or `/characters/12/merits/3`. */
  path: string
}

/** Runs the call that creates a row, stores the row answered into `link`'s list; answers its id. */
export function createEntity(
  kind: Kind,
  key: string,
  call: (api: StoreDeps['api']) => Promise<Row>,
  link: Link,
  options?: TrackOptions,
): AppThunk<Promise<Id>> {
  return async (dispatch, _getState, { api }) => {
    const row = await dispatch(tracked(key, () => call(api), options))
    dispatch(entityActions.received({ kind, rows: [row], link }))
    return row.id
  }
}

/**
 * Changes fields at once, sends them wrapped in the kind's name, and merges the server's
 * answer (which carries fields the server derived). On failure the change is taken back
 * and the error shown; if it is too old to take back, the entity is fetched again. An item's
 * or child's change made offline, or that finds the server unreachable, is kept on the device
 * and sent once the connection is back (offline-sync.ts).
 */
export function updateEntity(
  { kind, id, path }: EntityAddress,
  changes: Record<string, unknown>,
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { api }) => {
    const canWait = keptOffline(kind)
    if (canWait && getState().network === 'offline') {
      return dispatch(keepEdit({ kind, id, path }, changes))
    }
    if (canWait && editsWaitFor(getState(), kind, id)) {
      // Sent after the edits of this entity kept earlier, never before them.
      const kept = await dispatch(keepEdit({ kind, id, path }, changes))
      void dispatch(syncOfflineEdits())
      return kept
    }
    const txn = newTransaction()
    dispatch(entityActions.patched({ kind, id, changes }, txn))
    try {
      const row = await dispatch(
        tracked(`update ${kind}/${id}`, () => api.patch<Row>(path, { [singular(kind)]: changes }), {
          retry: updateEntity({ kind, id, path }, changes),
          quietWhenUnreachable: canWait,
        }),
      )
      dispatch(entityActions.committed({ kind, row }, txn))
      return true
    } catch (failure) {
      await dispatch(undo(txn, { kind, id, path }))
      const unreachable = failure instanceof ApiError && failure.status === 0
      return canWait && unreachable ? dispatch(keepEdit({ kind, id, path }, changes)) : false
    }
  }
}

/** Removes the entity at once; puts it back if the server refuses. */
export function destroyEntity({ kind, id, path }: EntityAddress): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api }) => {
    const txn = newTransaction()
    dispatch(entityActions.removed({ kind, id }, txn))
    try {
      await dispatch(
        tracked(`destroy ${kind}/${id}`, () => deleteOnce(api, path), {
          retry: destroyEntity({ kind, id, path }),
        }),
      )
      dispatch(entityActions.committed({ kind }, txn))
      return true
    } catch {
      await dispatch(undo(txn, { kind, id, path }))
      return false
    }
  }
}

/** A deletion answered "not found" was done already, elsewhere: it stands. */
async function deleteOnce(api: StoreDeps['api'], path: string): Promise<void> {
  try {
    await api.delete(path)
  } catch (failure) {
    if (!foundGone(failure)) throw failure
  }
}

/** Which order a move changes: the owner's own (`sorting`) or the chronicle's. */
export type RankField = 'sorting' | 'chronicle_sorting'

/**
 * Puts the entity at `index` among its siblings `ids` as shown (already in the new order or
 * not) in the order ranked by `field`, and sends the new index. The order shows at once and
 * is taken back if the server refuses; answers whether it agreed.
 */
export function reorderEntity(
  address: EntityAddress,
  ids: readonly Id[],
  index: number,
  field: RankField = 'sorting',
): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api }) => {
    const { kind, id, path } = address
    const order = ids.filter((other) => other !== id)
    order.splice(index, 0, id)
    const txn = newTransaction()
    dispatch(entityActions.reordered({ kind, ids: order, field }, txn))
    try {
      const row = await dispatch(
        tracked(`reorder ${kind}/${id}`, () =>
          api.patch<Row>(path, { [singular(kind)]: { [`${field}_position`]: index } }),
        ),
      )
      dispatch(entityActions.committed({ kind, row }, txn))
      return true
    } catch {
      await dispatch(undo(txn, address))
      return false
    }
  }
}

export function undo(txn: string, { kind, path }: EntityAddress): AppThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    const stillPending = isPending(getState().entities, txn)
    dispatch(entityActions.reverted(txn))
    if (stillPending || !getState().session.authenticated) return
    const since = askedAt(getState())
    try {
      dispatch(entityActions.received({ kind, rows: [await api.get<Row>(path)], since }))
    } catch {
      // The notice of the failed edit already tells the player; nothing better to show.
    }
  }
}
