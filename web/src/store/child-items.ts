import type { Id, Row } from '../api/types.ts'
import { entityActions } from './entities/entities-slice.ts'
import { type Kind, singular } from './entities/kinds.ts'
import { newTransaction } from './entities/transaction.ts'
import { destroyEntity, type EntityAddress, undo, updateEntity } from './entity-edits.ts'
import { tracked } from './request.ts'
import type { AppThunk } from './store.ts'

/** One embedded list of a parent: the QC's attacks, an attack's poisons, a character's merits. */
export interface ChildListAddress {
  parentKind: Kind
  parentId: Id
  /** The association name, which is also the last part of the API path: `qc_attacks`. */
  assoc: string
  /** The kind of the rows in the list. */
  kind: Kind
}

const listPath = (list: ChildListAddress) => `/${list.parentKind}/${list.parentId}/${list.assoc}`

export function childAddress(list: ChildListAddress, id: Id): EntityAddress {
  return { kind: list.kind, id, path: `${listPath(list)}/${id}` }
}

/** Creates a row under its parent and links it into the parent's list; answers its id. */
export function createChild(
  list: ChildListAddress,
  fields: Record<string, unknown> = {},
): AppThunk<Promise<Id>> {
  return async (dispatch, _getState, { api }) => {
    const row = await dispatch(
      tracked(`create ${listPath(list)}`, () =>
        api.post<Row>(listPath(list), { [singular(list.kind)]: fields }),
      ),
    )
    dispatch(
      entityActions.received({
        kind: list.kind,
        rows: [row],
        link: { kind: list.parentKind, id: list.parentId, assoc: list.assoc },
      }),
    )
    return row.id
  }
}

export function updateChild(
  list: ChildListAddress,
  id: Id,
  changes: Record<string, unknown>,
): AppThunk<Promise<boolean>> {
  return updateEntity(childAddress(list, id), changes)
}

export function destroyChild(list: ChildListAddress, id: Id): AppThunk<Promise<boolean>> {
  return destroyEntity(childAddress(list, id))
}

/**
 * Moves a ranked row to `index` among `orderedIds` (the list as the player sees it). The new
 * order shows at once; once the server agrees the parent is fetched again, because moving one
 * row can re-rank its siblings.
 */
export function moveChild(
  list: ChildListAddress,
  orderedIds: Id[],
  id: Id,
  index: number,
): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { api }) => {
    const txn = newTransaction()
    const moved = orderedIds.filter((other) => other !== id)
    moved.splice(index, 0, id)
    dispatch(entityActions.reordered({ kind: list.kind, ids: moved, field: 'sorting' }, txn))
    const address = childAddress(list, id)
    try {
      await dispatch(
        tracked(`move ${address.path}`, () =>
          api.patch<Row>(address.path, { [singular(list.kind)]: { sorting_position: index } }),
        ),
      )
      dispatch(entityActions.committed({ kind: list.kind }, txn))
    } catch {
      await dispatch(undo(txn, address))
      return
    }
    try {
      const parent = await api.get<Row>(`/${list.parentKind}/${list.parentId}`)
      dispatch(entityActions.received({ kind: list.parentKind, rows: [parent] }))
    } catch {
      // The order is saved; the next load shows the server's ranks.
    }
  }
}
