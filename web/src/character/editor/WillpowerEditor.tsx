import type { Character } from '@loom/core'
import Box from '@mui/material/Box'
import { NumberField, RatingField, TextInput } from '../../sheet/inputs/fields.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { nextDotHint } from '../creation-help.ts'
import { typeDisplay } from '../type-display.ts'
import type { CharacterEdits } from '../use-character.ts'

type Resource = Character['resources'][number]

export function WillpowerEditor({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits
}) {
  return (
    <SheetBlock title="Willpower" testId="editor-willpower">
      <Box sx={{ display: 'flex', gap: 1 }}>
        <NumberField
          label="Current"
          value={character.willpower_temporary}
          min={0}
          max={99}
          onCommit={(value) => edits.update({ willpower_temporary: value })}
          testId="editor-willpower-current"
        />
        <RatingField
          label="Total"
          value={character.willpower_permanent}
          min={1}
          max={10}
          helperText={nextDotHint(character, { kind: 'willpower' }, character.willpower_permanent)}
          onCommit={(value) => edits.update({ willpower_permanent: value })}
          testId="editor-willpower-total"
        />
      </Box>
      {typeDisplay(character.type).exalt && (
        <ListEditor<Resource>
          label="Misc Resources"
          rows={character.resources}
          newRow={(position) => ({ resource: `New Resource ${position}`, value: 0 })}
          describe={(row) => `resource ${row.resource}`}
          onEdit={(edit) => edits.editList('resources', edit)}
          renderRow={(row, update) => (
            <>
              <TextInput
                label="Resource"
                value={row.resource}
                fullWidth={false}
                onCommit={(resource) => update({ resource })}
                testId={`resource-name-${row.id}`}
              />
              <NumberField
                label="Value"
                value={row.value}
                min={0}
                max={9999}
                onCommit={(value) => update({ value })}
                testId={`resource-value-${row.id}`}
              />
            </>
          )}
          testId="list-resources"
        />
      )}
    </SheetBlock>
  )
}
