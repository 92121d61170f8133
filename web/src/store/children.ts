import type { Id, Row } from '../api/types.ts'
import { entityActions } from './entities/entities-slice.ts'
import { type Kind, singular } from './entities/kinds.ts'
import { newTransaction } from './entities/transaction.ts'
import { destroyEntity, type EntityAddress, undo, updateEntity } from './entity-edits.ts'
import { fetchItem } from './items.ts'
import { tracked } from './request.ts'
import type { AppThunk } from './store.ts'

/** Where a child lives: its parent, the parent's list holding it, and its own kind. */
export interface ChildPlace {
  parentKind: 'characters' | 'qcs' | 'battlegroups'
  parentId: Id
  kind: Kind
  /** The parent's list the new row joins: `weapons`, `merits`, `evocations`… */
  assoc: string
}

export const childAddress = (place: ChildPlace, id: Id): EntityAddress => ({
  kind: place.kind,
  id,
  path: `/${place.parentKind}/${place.parentId}/${place.kind}/${id}`,
})

/** Creates a child with the given fields and adds it to its parent's list; answers its id. */
export function createChild(
  place: ChildPlace,
  fields: Record<string, unknown>,
): AppThunk<Promise<Id>> {
  return async (dispatch, _getState, { api }) => {
    const row = await dispatch(
      tracked(`create ${place.kind} of ${place.parentKind}/${place.parentId}`, () =>
        api.post<Row>(`/${place.parentKind}/${place.parentId}/${place.kind}`, {
          [singular(place.kind)]: fields,
        }),
      ),
    )
    dispatch(
      entityActions.received({
        kind: place.kind,
        rows: [row],
        link: { kind: place.parentKind, id: place.parentId, assoc: place.assoc },
      }),
    )
    return row.id
  }
}

export function updateChild(
  place: ChildPlace,
  id: Id,
  changes: Record<string, unknown>,
): AppThunk<Promise<boolean>> {
  return updateEntity(childAddress(place, id), changes)
}

export function destroyChild(place: ChildPlace, id: Id): AppThunk<Promise<boolean>> {
  return destroyEntity(childAddress(place, id))
}

/**
 * Moves a child to `index` among `orderedIds` (its siblings as shown). The order shows at
 * once; once saved, the parent is fetched again, since one move can re-rank the others.
 */
export function reorderChild(
  place: ChildPlace,
  orderedIds: Id[],
  id: Id,
  index: number,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    const txn = newTransaction()
    const address = childAddress(place, id)
    dispatch(entityActions.reordered({ kind: place.kind, ids: orderedIds, field: 'sorting' }, txn))
    try {
      const row = await dispatch(
        tracked(`reorder ${place.kind}/${id}`, () =>
          api.patch<Row>(address.path, { [singular(place.kind)]: { sorting_position: index } }),
        ),
      )
      dispatch(entityActions.committed({ kind: place.kind, row }, txn))
    } catch {
      await dispatch(undo(txn, address))
      return
    }
    await dispatch(fetchItem(place.parentKind, place.parentId))
  }
}
