import type { Character } from '@loom/core'
import { useRef } from 'react'
import { CheckInput, TextInput } from '../../sheet/inputs/fields.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import type { ListEdit } from '../../sheet/list-edit.ts'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterEdits } from '../use-character.ts'

interface Ritual {
  id: string
  text: string
}

/** Rituals are stored as plain text; rows are keyed by position for the editor. */
/** The sorcerous practices a character may have, each a yes/no on the sheet. */
const PRACTICES = [
  { field: 'is_sorcerer', label: 'Is sorcerer', testId: 'editor-is-sorcerer' },
  { field: 'is_necromancer', label: 'Is necromancer', testId: 'editor-is-necromancer' },
] as const

const asRows = (rituals: readonly string[]): Ritual[] =>
  rituals.map((text, index) => ({ id: String(index), text }))

export function SorceryEditor({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits
}) {
  const rows = asRows(character.rituals)
  // Row fields keep their first callbacks (see fields.tsx): read the rituals as they are now.
  const latest = useRef(character.rituals)
  latest.current = character.rituals
  const onEdit = (edit: ListEdit<Ritual>) => {
    const rituals = latest.current
    let next: string[]
    switch (edit.op) {
      case 'add':
        next = [...rituals, edit.row.text]
        break
      case 'restore':
        next = [...rituals]
        next.splice(edit.index, 0, edit.row.text)
        break
      case 'update':
        next = rituals.map((text, index) =>
          String(index) === edit.id ? (edit.changes.text ?? text) : text,
        )
        break
      case 'remove':
        next = rituals.filter((_text, index) => String(index) !== edit.id)
        break
      case 'move': {
        next = rituals.filter((_text, index) => String(index) !== edit.id)
        next.splice(edit.index, 0, rituals[Number(edit.id)] ?? '')
        break
      }
    }
    edits.update({ rituals: next })
  }
  return (
    <SheetBlock title="Sorcery" testId="editor-sorcery">
      {PRACTICES.map(({ field, label, testId }) => (
        <CheckInput
          key={field}
          label={label}
          checked={character[field]}
          onCommit={(value) => edits.update({ [field]: value })}
          testId={testId}
        />
      ))}
      {(character.is_sorcerer || character.is_necromancer) && (
        <ListEditor<Ritual>
          label="Shaping Rituals"
          rows={rows}
          newRow={() => ({ text: 'New Ritual' })}
          describe={(row) => `ritual ${row.text.slice(0, 20)}`}
          onEdit={onEdit}
          renderRow={(row, update) => (
            <TextInput
              label="Ritual"
              value={row.text}
              multiline
              onCommit={(text) => update({ text })}
              testId={`ritual-${row.id}`}
            />
          )}
          testId="list-rituals"
        />
      )}
    </SheetBlock>
  )
}
