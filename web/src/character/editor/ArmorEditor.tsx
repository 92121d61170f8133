import { ARMOR_WEIGHTS } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { CheckInput, SelectInput, TagsInput, TextInput } from '../../sheet/inputs/fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { ArmorTiles } from '../sheet/ArmorTiles.tsx'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'
import { CharacterNumbers } from './CharacterNumbers.tsx'

const MODIFIERS = [
  { field: 'bonus_soak', label: 'Soak' },
  { field: 'bonus_hardness', label: 'Hardness' },
  { field: 'bonus_mobility_penalty', label: 'Mobility' },
] as const

export function ArmorEditor({ view, edits }: { view: CharacterView; edits: CharacterEdits }) {
  const { character } = view
  return (
    <SheetBlock title="Armor" testId="editor-armor">
      <TextInput
        label="Name"
        value={character.armor_name}
        onCommit={(armor_name) => edits.update({ armor_name })}
        testId="editor-armor-name"
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <SelectInput
          label="Weight"
          value={character.armor_weight}
          choices={ARMOR_WEIGHTS.map((weight) => ({ value: weight, label: traitLabel(weight) }))}
          minWidth={140}
          onCommit={(armor_weight) => edits.update({ armor_weight })}
          testId="editor-armor-weight"
        />
        <CheckInput
          label="Artifact"
          checked={character.armor_is_artifact}
          onCommit={(armor_is_artifact) => edits.update({ armor_is_artifact })}
          testId="editor-armor-artifact"
        />
      </Box>
      <TagsInput
        label="Tags"
        value={character.armor_tags}
        onCommit={(armor_tags) => edits.update({ armor_tags })}
        testId="editor-armor-tags"
      />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 1 }}>
        <ArmorTiles view={view} />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Armor modifiers
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CharacterNumbers
          character={character}
          edits={edits}
          fields={MODIFIERS}
          min={-99}
          max={99}
          width={88}
        />
      </Box>
    </SheetBlock>
  )
}
