import type { Character } from '@loom/core'
import { CheckInput, RatingField, TextInput } from '../../sheet/inputs/fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterEdits } from '../use-character.ts'

export function BasicsEditor({
  character,
  edits,
  owner,
}: {
  character: Character
  edits: CharacterEdits
  owner: boolean
}) {
  return (
    <SheetBlock title="Basics" testId="editor-basics">
      <TextInput
        label="Name"
        value={character.name}
        validate={(name) => (name.trim() === '' ? 'name cannot be blank' : null)}
        onCommit={(name) => edits.update({ name: name.trim() })}
        testId="editor-name"
      />
      <RatingField
        label="Essence"
        value={character.essence}
        min={1}
        max={10}
        onCommit={(essence) => edits.update({ essence })}
        testId="editor-essence"
      />
      {owner && (
        <CheckInput
          label="Publicly Viewable"
          checked={character.public}
          onCommit={(value) => edits.update({ public: value })}
          testId="editor-public"
        />
      )}
      <TextInput
        label="Description (Supports Markdown)"
        value={character.description}
        multiline
        rows={{ min: 2, max: 10 }}
        onCommit={(description) => edits.update({ description })}
        testId="editor-description"
      />
    </SheetBlock>
  )
}
