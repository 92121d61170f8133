import { type Character, LIMIT_MAX } from '@loom/core'
import { RatingField, TextInput } from '../../sheet/inputs/fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterEdits } from '../use-character.ts'

export function LimitEditor({ character, edits }: { character: Character; edits: CharacterEdits }) {
  return (
    <SheetBlock title="Limit" testId="editor-limit">
      <RatingField
        label="Current"
        value={character.limit ?? 0}
        min={0}
        max={LIMIT_MAX}
        onCommit={(limit) => edits.update({ limit })}
        testId="editor-limit-current"
      />
      <TextInput
        label="Limit Trigger"
        value={character.limit_trigger}
        multiline
        rows={{ min: 2, max: 6 }}
        onCommit={(limit_trigger) => edits.update({ limit_trigger })}
        testId="editor-limit-trigger"
      />
    </SheetBlock>
  )
}
