import type { Asset } from '../api/types.ts'
import { DebouncedTextField } from '../sheet/inputs/DebouncedTextField.tsx'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { updateItem } from '../store/items.ts'

/** The item's name, saved as the player pauses typing. */
export function NameEditor({ kind, item }: { kind: ItemKind; item: Asset }) {
  const dispatch = useAppDispatch()
  return (
    <DebouncedTextField
      label="Name"
      fullWidth
      margin="normal"
      value={item.name}
      validate={(name) => (name.trim() === '' ? 'name cannot be blank' : null)}
      onCommit={(name) => dispatch(updateItem(kind, item.id, { name: name.trim() }))}
      testId="editor-name"
    />
  )
}
