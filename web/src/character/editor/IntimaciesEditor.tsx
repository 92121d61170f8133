import type { Character } from '@loom/core'
import { CheckInput, SelectInput, TextInput } from '../../sheet/inputs/fields.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterEdits } from '../use-character.ts'

type Intimacy = Character['ties'][number]

const RATINGS = [
  { value: '1', label: '1 Minor' },
  { value: '2', label: '2 Major' },
  { value: '3', label: '3 Defining' },
]

const LISTS = [
  { field: 'principles', label: 'Principles', noun: 'Principle' },
  { field: 'ties', label: 'Ties', noun: 'Tie' },
] as const

export function IntimaciesEditor({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits
}) {
  return (
    <SheetBlock title="Intimacies" testId="editor-intimacies">
      {LISTS.map(({ field, label, noun }) => (
        <ListEditor<Intimacy>
          key={field}
          label={label}
          rows={character[field]}
          newRow={(position) => ({ subject: `New ${noun} ${position}`, rating: 1, hidden: false })}
          describe={(row) => `${noun} ${row.subject}`}
          onEdit={(edit) => edits.editList(field, edit)}
          renderRow={(row, update) => (
            <>
              <TextInput
                label="Subject"
                value={row.subject}
                fullWidth={false}
                onCommit={(subject) => update({ subject })}
                testId={`${field}-subject-${row.id}`}
              />
              <SelectInput
                label="Rating"
                value={String(row.rating)}
                choices={RATINGS}
                minWidth={120}
                onCommit={(rating) => update({ rating: Number(rating) })}
                testId={`${field}-rating-${row.id}`}
              />
              <CheckInput
                label="Hidden"
                checked={row.hidden ?? false}
                onCommit={(hidden) => update({ hidden })}
                testId={`${field}-hidden-${row.id}`}
              />
            </>
          )}
          testId={`list-${field}`}
        />
      ))}
    </SheetBlock>
  )
}
