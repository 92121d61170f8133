import type { Id } from '../../api/types.ts'
import type { AppThunk } from '../app-state.ts'
import { entityActions } from '../entities/entities-slice.ts'
import { type ItemKind, singular } from '../entities/kinds.ts'
import { newTransaction } from '../entities/transaction.ts'
import { reorderEntity, undo } from '../entity-edits.ts'
import { itemAddress } from '../items.ts'
import { fetchChronicle, postToChronicle } from './chronicle.ts'

// The characters, qcs and battlegroups in a chronicle: bringing them in, taking them out,
// and the storyteller's order of them.

/** Brings one of the player's items into the chronicle. */
export function addToChronicle(
  chronicleId: Id,
  kind: ItemKind,
  itemId: Id,
): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const chronicle = await dispatch(
      postToChronicle(
        chronicleId,
        `add_${singular(kind)}/${itemId}`,
        `add ${kind}/${itemId} to ${chronicleId}`,
      ),
    )
    dispatch(entityActions.received({ kind: 'chronicles', rows: [chronicle] }))
    await dispatch(fetchChronicle(chronicleId))
  }
}

/** Takes an item out of its chronicle at once; puts it back if the server refuses. */
export function removeFromChronicle(
  kind: ItemKind,
  id: Id,
  chronicleId: Id,
): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const txn = newTransaction()
    dispatch(entityActions.patched({ kind, id, changes: { chronicle_id: null } }, txn))
    try {
      const chronicle = await dispatch(
        postToChronicle(
          chronicleId,
          `remove_${singular(kind)}/${id}`,
          `remove ${kind}/${id} from chronicle`,
        ),
      )
      dispatch(entityActions.committed({ kind: 'chronicles', row: chronicle }, txn))
    } catch {
      await dispatch(undo(txn, itemAddress(kind, id)))
    }
  }
}

/**
 * Moves an item to `index` of the chronicle's order (`chronicle_sorting`), which is the
 * storyteller's and separate from each owner's own order.
 */
export function moveInChronicle(
  chronicleId: Id,
  kind: ItemKind,
  orderedIds: Id[],
  id: Id,
  index: number,
): AppThunk<Promise<void>> {
  const move = reorderEntity(itemAddress(kind, id), orderedIds, index, 'chronicle_sorting')
  return async (dispatch) => {
    // Moving one item can re-rank its neighbours; fetch the lists again to be sure.
    if (await dispatch(move)) await dispatch(fetchChronicle(chronicleId))
  }
}
