import { ATTRIBUTE_GROUPS, type Character } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RatingField } from '../../sheet/inputs/fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { nextDotHint } from '../creation-help.ts'
import { traitLabel } from '../trait-labels.ts'
import { attributeDots } from '../trait-totals.ts'
import type { CharacterEdits } from '../use-character.ts'

export function AttributesEditor({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits
}) {
  return (
    <SheetBlock title="Attributes" testId="editor-attributes">
      {ATTRIBUTE_GROUPS.map((group) => {
        const dots = attributeDots(character, group.attributes)
        return (
          <Box key={group.label} sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {group.label}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                ({dots.total} total, {dots.purchased} purchased)
              </Typography>
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {group.attributes.map((attribute) => (
                <RatingField
                  key={attribute}
                  label={traitLabel(attribute)}
                  value={character[`attr_${attribute}`]}
                  min={1}
                  max={10}
                  width={112}
                  helperText={nextDotHint(
                    character,
                    { kind: 'attribute', name: attribute },
                    character[`attr_${attribute}`],
                  )}
                  onCommit={(value) => edits.update({ [`attr_${attribute}`]: value })}
                  testId={`editor-attr-${attribute}`}
                />
              ))}
            </Box>
          </Box>
        )
      })}
    </SheetBlock>
  )
}
