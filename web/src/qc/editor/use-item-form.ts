import { useCallback, useMemo } from 'react'
import type { Id } from '../../api/types.ts'
import type { FieldForm } from '../../sheet/inputs/field-form.ts'
import type { ListEdit, ListRow } from '../../sheet/list-edit.ts'
import { useAppDispatch } from '../../store/hooks.ts'
import { updateItem } from '../../store/items.ts'
import { editListField } from '../../store/list-fields.ts'

type EditedKind = 'qcs' | 'battlegroups'

/** The fields of `T` that hold a list of rows with ids (ties, actions, commitments…). */
type ListField<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly ListRow[] ? K : never
}[keyof T] &
  string

type RowOf<T, K extends keyof T> = NonNullable<T[K]> extends readonly (infer R extends ListRow)[]
  ? R
  : never

/** Edits one list field of a QC or battlegroup row by row, as the store holds the list. */
export type ListFieldEdit<T> = <K extends ListField<T>>(
  field: K,
  edit: ListEdit<RowOf<T, K>>,
) => void

/** A field form that also edits the row's list fields (ties, actions…) row by row. */
export interface ItemForm<T> extends FieldForm<T> {
  editList: ListFieldEdit<T>
}

/**
 * Applies each row edit to the list as the store holds it when sent, not as it was rendered,
 * so a row someone else added meanwhile is kept.
 */
export function useListFieldEdit<T>(kind: EditedKind, id: Id): ListFieldEdit<T> {
  const dispatch = useAppDispatch()
  return useCallback(
    (field, edit) => {
      dispatch(editListField(kind, id, `/${kind}/${id}`, field, edit))
    },
    [dispatch, kind, id],
  )
}

/** The form of a QC's or battlegroup's own fields: each change is saved to the item at once. */
export function useItemForm<T extends { id: Id }>(
  kind: EditedKind,
  row: T,
  schema: FieldForm<T>['schema'],
  testId: string,
): ItemForm<T> {
  const dispatch = useAppDispatch()
  const editList = useListFieldEdit<T>(kind, row.id)
  return useMemo(
    () => ({
      row,
      schema,
      save: (changes: Partial<T>) => dispatch(updateItem(kind, row.id, changes)),
      editList,
      testId,
    }),
    [dispatch, kind, row, schema, editList, testId],
  )
}
