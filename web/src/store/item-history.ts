import type { KindName } from '@loom/core'
import type { Page } from '../api/client.ts'
import type { Id } from '../api/types.ts'
import type { AppThunk } from './app-state.ts'
import { type ItemKind, storeKind } from './entities/kinds.ts'
import { updateEntity } from './entity-edits.ts'
import { updateItem } from './items.ts'
import { tracked } from './request.ts'

// An item's history (GET …/history) and restores from it. A restore is an ordinary edit of
// the item or child (updateItem, updateEntity): the same outbox, permissions, rules and live
// update as any change, and a change of its own in the history.

/** One recorded change, as the server answers it. */
export interface HistoryChange {
  id: number
  at: string
  event: 'create' | 'update' | 'destroy'
  player: { id: Id; name: string } | null
  child: { kind: KindName; id: Id; parent: { kind: KindName; id: Id } | null } | null
  changes: Record<string, { from: unknown; to: unknown }>
}

/** Changes per page of the dialog: the most a list page holds. */
export const HISTORY_PAGE_LIMIT = 10

/** One page of the item's history, newest first. */
export function fetchItemHistory(
  kind: ItemKind,
  id: Id,
  page: number,
): AppThunk<Promise<Page<HistoryChange>>> {
  return (dispatch, _getState, { api }) =>
    dispatch(
      tracked(`history ${kind}/${id}`, () =>
        api.getPage<HistoryChange>(`/${kind}/${id}/history?limit=${HISTORY_PAGE_LIMIT}`, page),
      ),
    )
}

/** Whether one field of a change can be put back: the item's own, or a child still there. */
export function canRestoreField(change: HistoryChange): boolean {
  return change.event === 'update' && (change.child === null || change.child.parent !== null)
}

/** Puts one field back to its value before `change`. */
export function restoreField(
  kind: ItemKind,
  id: Id,
  change: HistoryChange,
  field: string,
): AppThunk<Promise<boolean>> {
  const fields = { [field]: change.changes[field]?.from ?? null }
  const { child } = change
  if (child === null) return updateItem(kind, id, fields)
  if (child.parent === null) throw new Error(`The ${child.kind} ${child.id} is gone`)
  const childKind = storeKind(child.kind)
  const parentPath = `/${storeKind(child.parent.kind)}/${child.parent.id}`
  return updateEntity(
    { kind: childKind, id: child.id, path: `${parentPath}/${childKind}/${child.id}` },
    fields,
  )
}

/**
 * Brings the item's own fields back to how they stood right after `change`: the server says
 * which fields to send (…/history/:change/restore), and they go as one ordinary PATCH.
 * Answers false when the edit was refused (the notice says why).
 */
export function restoreItemAt(
  kind: ItemKind,
  id: Id,
  change: HistoryChange,
): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api }) => {
    const { patch } = await dispatch(
      tracked(`restore ${kind}/${id}`, () =>
        api.get<{ patch: Record<string, unknown> }>(`/${kind}/${id}/history/${change.id}/restore`),
      ),
    )
    if (Object.keys(patch).length === 0) return true
    return dispatch(updateItem(kind, id, patch))
  }
}
