import type { Id, Row } from '../../api/types.ts'
import { useUndo } from '../../sheet/UndoSnackbar.tsx'
import type { CharacterChildKind, CharacterEdits } from '../use-character.ts'

/** Fields the server manages; everything else is what a re-created row needs. */
const SERVER_FIELDS = new Set([
  'id',
  'character_id',
  'sorting',
  'version',
  'created_at',
  'updated_at',
  'poisons',
])

/** The fields to create a removed child again with (undo). */
function recreateFields(row: Row): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([field]) => !SERVER_FIELDS.has(field)))
}

/** Add, move and remove (with undo) for one of the character's child lists. */
export function useChildList(
  edits: CharacterEdits,
  kind: CharacterChildKind,
  assoc: string,
  rows: readonly Row[],
) {
  const undo = useUndo()
  const ids = rows.map((row) => row.id)
  return {
    add: (fields: Record<string, unknown> = {}) => edits.createChild(kind, assoc, fields),
    move: (id: Id, index: number) => edits.reorderChild(kind, ids, id, index),
    remove: (row: Row, name: string) => {
      edits.destroyChild(kind, row.id)
      undo.offer(`Removed ${name}`, () => edits.createChild(kind, assoc, recreateFields(row)))
    },
    snackbar: undo.snackbar,
  }
}

export type ChildListEdits = ReturnType<typeof useChildList>
