import type { Character } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { traitLabel } from '../trait-labels.ts'

export function SpecialtiesBlock({ character }: { character: Character }) {
  return (
    <SheetBlock title="Specialties" testId="block-specialties">
      {character.specialties.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      )}
      {character.specialties.map((specialty) => (
        <Box key={specialty.id} sx={{ display: 'flex', gap: 1 }} data-testid="specialty">
          <Typography variant="body2" sx={{ minWidth: 96 }} color="text.secondary">
            {traitLabel(specialty.ability)}
          </Typography>
          <Typography variant="body2">{specialty.context}</Typography>
        </Box>
      ))}
    </SheetBlock>
  )
}
