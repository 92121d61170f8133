import type { Character } from '@loom/core'
import { NumberField } from '../../sheet/inputs/fields.tsx'
import type { CharacterEdits } from '../use-character.ts'

/** The character's fields that always hold a number. */
type NumberKey = {
  [K in keyof Character]-?: Character[K] extends number ? K : never
}[keyof Character]

interface Props {
  character: Character
  edits: CharacterEdits
  fields: readonly { field: NumberKey; label: string }[]
  min: number
  max: number
  width: number
}

/** A number field for each of some of the character's numbers, test ids `editor-<field>`. */
export function CharacterNumbers({ character, edits, fields, min, max, width }: Props) {
  return fields.map(({ field, label }) => (
    <NumberField
      key={field}
      label={label}
      value={character[field]}
      min={min}
      max={max}
      width={width}
      onCommit={(value) => edits.update({ [field]: value })}
      testId={`editor-${field}`}
    />
  ))
}
