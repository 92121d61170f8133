import type { Id } from '../api/types.ts'
import { applyListEdit, type ListEdit, type ListRow } from '../sheet/list-edit.ts'
import type { AppThunk } from './app-state.ts'
import type { Kind } from './entities/kinds.ts'
import { updateEntity } from './entity-edits.ts'
import { selectRow } from './selectors.ts'

/**
 * Applies one row edit to a list field as the store holds it when sent (not as it was when
 * the player began), so a row added meanwhile by someone else is kept. The API takes the
 * whole list.
 */
export function editListField<T extends ListRow>(
  kind: Kind,
  id: Id,
  path: string,
  field: string,
  edit: ListEdit<T>,
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const row = selectRow(getState(), kind, id)
    const current = Array.isArray(row?.[field]) ? (row[field] as T[]) : []
    return dispatch(updateEntity({ kind, id, path }, { [field]: applyListEdit(current, edit) }))
  }
}
