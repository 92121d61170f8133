import { useMemo } from 'react'
import type { Id } from '../api/types.ts'
import type { ListEdit, ListRow } from '../sheet/list-edit.ts'
import {
  type ChildPlace,
  createChild,
  destroyChild,
  reorderChild,
  updateChild,
} from '../store/children.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { updateItem } from '../store/items.ts'
import { editListField } from '../store/list-fields.ts'
import { selectItemPermissions } from '../store/permissions.ts'
import { type CharacterView, selectCharacterView } from './character-view.ts'

export function useCharacterView(id: Id): CharacterView | undefined {
  return useAppSelector((state) => selectCharacterView(state, id))
}

export function useCanEditCharacter(id: Id): boolean {
  return useAppSelector((state) => selectItemPermissions(state, 'characters', id)?.edit ?? false)
}

export type CharacterChildKind = 'weapons' | 'merits' | 'charms' | 'spells'

/** The edits a character's sheet and editor make, all through the store. */
export function useCharacterEdits(id: Id) {
  const dispatch = useAppDispatch()
  return useMemo(() => {
    const place = (kind: CharacterChildKind, assoc: string = kind): ChildPlace => ({
      parentKind: 'characters',
      parentId: id,
      kind,
      assoc,
    })
    return {
      update: (changes: Record<string, unknown>) => dispatch(updateItem('characters', id, changes)),
      editList: <T extends ListRow>(field: string, edit: ListEdit<T>) =>
        dispatch(editListField<T>('characters', id, `/characters/${id}`, field, edit)),
      createChild: (kind: CharacterChildKind, assoc: string, fields: Record<string, unknown>) =>
        dispatch(createChild(place(kind, assoc), fields)),
      updateChild: (kind: CharacterChildKind, childId: Id, changes: Record<string, unknown>) =>
        dispatch(updateChild(place(kind), childId, changes)),
      destroyChild: (kind: CharacterChildKind, childId: Id) =>
        dispatch(destroyChild(place(kind), childId)),
      reorderChild: (kind: CharacterChildKind, ids: Id[], childId: Id, index: number) =>
        dispatch(reorderChild(place(kind), ids, childId, index)),
    }
  }, [dispatch, id])
}

export type CharacterEdits = ReturnType<typeof useCharacterEdits>
