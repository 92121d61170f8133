import { type Character, PLAIN_ABILITIES } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { traitLabel } from '../trait-labels.ts'
import { abilityDots } from '../trait-totals.ts'
import type { CharacterEdits } from '../use-character.ts'
import { RatingField, TextInput } from './fields.tsx'

type Craft = Character['abil_craft'][number]
type Style = Character['abil_martial_arts'][number]

export function AbilitiesEditor({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits
}) {
  const dots = abilityDots(character)
  return (
    <SheetBlock title="Abilities" testId="editor-abilities">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        ({dots.total} total, {dots.low} at or under 3, {dots.high} over 3)
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        }}
      >
        {PLAIN_ABILITIES.map((ability) => (
          <RatingField
            key={ability}
            label={traitLabel(ability)}
            value={character[`abil_${ability}`]}
            min={0}
            max={5}
            width={112}
            onCommit={(value) => edits.update({ [`abil_${ability}`]: value })}
            testId={`editor-abil-${ability}`}
          />
        ))}
      </Box>
      <ListEditor<Craft>
        label="Craft"
        rows={character.abil_craft}
        newRow={(position) => ({ craft: `New Craft ${position}`, rating: 1 })}
        describe={(row) => `Craft (${row.craft})`}
        onEdit={(edit) => edits.editList('abil_craft', edit)}
        renderRow={(row, update) => (
          <>
            <TextInput
              label="Craft"
              value={row.craft}
              fullWidth={false}
              onCommit={(craft) => update({ craft })}
              testId={`craft-name-${row.id}`}
            />
            <RatingField
              label="Rating"
              value={row.rating}
              min={0}
              max={5}
              onCommit={(rating) => update({ rating })}
              testId={`craft-rating-${row.id}`}
            />
          </>
        )}
        testId="list-abil-craft"
      />
      <ListEditor<Style>
        label="Martial Arts"
        rows={character.abil_martial_arts}
        newRow={(position) => ({ style: `New Style ${position}`, rating: 1 })}
        describe={(row) => `Martial Arts (${row.style})`}
        onEdit={(edit) => edits.editList('abil_martial_arts', edit)}
        renderRow={(row, update) => (
          <>
            <TextInput
              label="Style"
              value={row.style}
              fullWidth={false}
              onCommit={(style) => update({ style })}
              testId={`style-name-${row.id}`}
            />
            <RatingField
              label="Rating"
              value={row.rating}
              min={0}
              max={5}
              onCommit={(rating) => update({ rating })}
              testId={`style-rating-${row.id}`}
            />
          </>
        )}
        testId="list-abil-martial-arts"
      />
    </SheetBlock>
  )
}
