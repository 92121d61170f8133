import { type Character, PLAIN_ABILITIES } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RatingField, TextInput } from '../../sheet/inputs/fields.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import type { ListRow } from '../../sheet/list-edit.ts'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { nextDotHint } from '../creation-help.ts'
import { traitLabel } from '../trait-labels.ts'
import { abilityDots } from '../trait-totals.ts'
import type { CharacterEdits } from '../use-character.ts'

/** The abilities rated once per craft or style, each row named under its own key. */
const NAMED_RATINGS = [
  { field: 'abil_craft', label: 'Craft', nameKey: 'craft', nameLabel: 'Craft', ability: 'craft' },
  {
    field: 'abil_martial_arts',
    label: 'Martial Arts',
    nameKey: 'style',
    nameLabel: 'Style',
    ability: 'martial_arts',
  },
] as const

type NamedList = (typeof NAMED_RATINGS)[number]
type NamedRating = ListRow & { rating: number } & { [key in NamedList['nameKey']]?: string }

function NamedRatings({
  field,
  label,
  nameKey,
  nameLabel,
  ability,
  rows,
  character,
  edits,
}: NamedList & { rows: readonly NamedRating[]; character: Character; edits: CharacterEdits }) {
  return (
    <ListEditor<NamedRating>
      label={label}
      rows={rows}
      newRow={(position) => ({ [nameKey]: `New ${nameLabel} ${position}`, rating: 1 })}
      describe={(row) => `${label} (${row[nameKey]})`}
      onEdit={(edit) => edits.editList(field, edit)}
      renderRow={(row, update) => (
        <>
          <TextInput
            label={nameLabel}
            value={row[nameKey] ?? ''}
            fullWidth={false}
            onCommit={(name) => update({ [nameKey]: name })}
            testId={`${nameKey}-name-${row.id}`}
          />
          <RatingField
            label="Rating"
            value={row.rating}
            min={0}
            max={5}
            helperText={nextDotHint(character, { kind: 'ability', name: ability }, row.rating)}
            onCommit={(rating) => update({ rating })}
            testId={`${nameKey}-rating-${row.id}`}
          />
        </>
      )}
      testId={`list-${field.replace(/_/g, '-')}`}
    />
  )
}

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
            helperText={nextDotHint(
              character,
              { kind: 'ability', name: ability },
              character[`abil_${ability}`],
            )}
            onCommit={(value) => edits.update({ [`abil_${ability}`]: value })}
            testId={`editor-abil-${ability}`}
          />
        ))}
      </Box>
      {NAMED_RATINGS.map((list) => (
        <NamedRatings
          key={list.field}
          {...list}
          rows={character[list.field]}
          character={character}
          edits={edits}
        />
      ))}
    </SheetBlock>
  )
}
