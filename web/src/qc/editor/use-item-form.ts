import { useMemo } from 'react'
import type { Id } from '../../api/types.ts'
import type { ItemKind } from '../../store/entities/kinds.ts'
import { useAppDispatch } from '../../store/hooks.ts'
import { updateItem } from '../../store/items.ts'
import type { FieldForm } from '../fields/field-form.ts'

/** The form of a QC's or battlegroup's own fields: each change is saved to the item. */
export function useItemForm<T extends { id: Id }>(
  kind: ItemKind,
  row: T,
  schema: FieldForm<T>['schema'],
  testId: string,
): FieldForm<T> {
  const dispatch = useAppDispatch()
  return useMemo(
    () => ({
      row,
      schema,
      save: (changes: Partial<T>) => dispatch(updateItem(kind, row.id, changes)),
      testId,
    }),
    [dispatch, kind, row, schema, testId],
  )
}
