import type { Id } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import type { Kind } from './entities/kinds.ts'
import {
  createEntity,
  destroyEntity,
  type EntityAddress,
  reorderEntity,
  updateEntity,
} from './entity-edits.ts'

/**
 * Where a child lives: its parent (a character, QC or battlegroup, or a row under one, such
 * as an attack), the parent's list holding it, and its own kind.
 */
export interface ChildPlace {
  parentKind: Kind
  parentId: Id
  /** The kind of the child, which is also the last part of its API path: `charms`. */
  kind: Kind
  /** The parent's list the child is in: `evocations` for a charm, `qc_attacks`… */
  assoc: string
}

const parentPath = (place: ChildPlace) => `/${place.parentKind}/${place.parentId}`
const listPath = (place: ChildPlace) => `${parentPath(place)}/${place.kind}`

export const childAddress = (place: ChildPlace, id: Id): EntityAddress => ({
  kind: place.kind,
  id,
  path: `${listPath(place)}/${id}`,
})

/** Creates a child with the given fields and adds it to its parent's list; answers its id. */
export function createChild(
  place: ChildPlace,
  fields: Record<string, unknown>,
): AppThunk<Promise<Id>> {
  return createEntity(place.kind, listPath(place), fields, {
    kind: place.parentKind,
    id: place.parentId,
    assoc: place.assoc,
  })
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
 * once; once saved, the parent is read again, since one move can re-rank the others.
 */
export function reorderChild(
  place: ChildPlace,
  orderedIds: Id[],
  id: Id,
  index: number,
): AppThunk<Promise<boolean>> {
  const reread = { kind: place.parentKind, path: parentPath(place) }
  return reorderEntity(childAddress(place, id), orderedIds, index, reread)
}
