import type { Id } from '../../api/types.ts'
import type { AppThunk } from '../app-state.ts'
import { entityActions } from '../entities/entities-slice.ts'
import { type ItemKind, singular } from '../entities/kinds.ts'
import { reorderEntity } from '../entity-edits.ts'
import { fetchItem, itemAddress } from '../items.ts'
import { chroniclePath, fetchChronicle, postToChronicle } from './chronicle.ts'

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

/** Takes an item out of its chronicle: a server action, shown once the server has done it. */
export function removeFromChronicle(
  kind: ItemKind,
  id: Id,
  chronicleId: Id,
): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const chronicle = await dispatch(
      postToChronicle(
        chronicleId,
        `remove_${singular(kind)}/${id}`,
        `remove ${kind}/${id} from chronicle`,
      ),
    ).catch(() => null)
    if (!chronicle) return
    dispatch(entityActions.received({ kind: 'chronicles', rows: [chronicle] }))
    await dispatch(fetchItem(kind, id))
  }
}

/**
 * Moves an item to `index` of the chronicle's order (`chronicle_sorting`), which is the
 * storyteller's and separate from each owner's own order. Once saved, the chronicle's list of
 * that kind is read again, since moving one item can re-rank its neighbours.
 */
export function moveInChronicle(
  chronicleId: Id,
  kind: ItemKind,
  orderedIds: Id[],
  id: Id,
  index: number,
): AppThunk<Promise<boolean>> {
  const path = `${chroniclePath(chronicleId)}/${kind}`
  const reread = { kind, path, list: { kind: 'chronicles' as const, id: chronicleId, assoc: kind } }
  return reorderEntity(itemAddress(kind, id), orderedIds, index, reread, 'chronicle_sorting')
}
