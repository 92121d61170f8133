import Typography from '@mui/material/Typography'
import type { Id } from '../api/types.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { updateItem } from '../store/items.ts'
import { selectItemPermissions } from '../store/permissions.ts'
import { ItemFlags } from './ItemFlags.tsx'

/** The top of a QC's or battlegroup's read view: its name, then its flags. */
export function SheetTitle({
  item,
}: {
  item: { name: string; hidden: boolean; pinned: boolean; public: boolean }
}) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {item.name}
      </Typography>
      <ItemFlags item={item} />
    </>
  )
}

/** Whether the player may edit an item from its read view, and how a change is saved. */
export function useSheetEditing(kind: ItemKind, id: Id) {
  const canEdit = useAppSelector((state) => selectItemPermissions(state, kind, id)?.edit ?? false)
  const dispatch = useAppDispatch()
  const save = (changes: Record<string, unknown>) => dispatch(updateItem(kind, id, changes))
  return { canEdit, save }
}
