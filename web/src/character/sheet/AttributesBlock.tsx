import { ATTRIBUTE_GROUPS } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { traitLabel } from '../trait-labels.ts'
import { traitLegend, traitMarkers } from '../trait-markers.ts'
import { type TraitBlockProps, TraitLine } from './TraitLine.tsx'

export function AttributesBlock({ character, excellencyTraits }: TraitBlockProps) {
  const legend = traitLegend(character, 'attributes', excellencyTraits)
  return (
    <SheetBlock title="Attributes" testId="block-attributes">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {ATTRIBUTE_GROUPS.map((group) => (
          <Box key={group.label}>
            {group.attributes.map((attribute) => (
              <TraitLine
                key={attribute}
                label={traitLabel(attribute)}
                markers={traitMarkers(character, attribute, 'attributes', excellencyTraits)}
                rating={character[`attr_${attribute}`]}
                testId={`attribute-${attribute}`}
              />
            ))}
          </Box>
        ))}
      </Box>
      {legend && (
        <Typography variant="caption" color="text.secondary" data-testid="attributes-legend">
          {legend}
        </Typography>
      )}
    </SheetBlock>
  )
}
