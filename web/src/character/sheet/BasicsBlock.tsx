import type { Character } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { describeCharacter } from '../../characters/describe-character.ts'
import { ItemFlags } from '../../qc/ItemFlags.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { CardPortrait } from '../../widgets/Portrait.tsx'
import { ProseText } from '../../widgets/ProseText.tsx'

/** Name, "Essence 2 Air Aspect Dragon-Blooded", the Hidden, Pinned and Public marks, the
 *  description, and the portrait beside them (the Bio section shows it whole). */
export function BasicsBlock({ character }: { character: Character }) {
  return (
    <SheetBlock title={character.name} testId="block-basics">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography color="text.secondary" gutterBottom data-testid="sheet-subtitle">
            {describeCharacter(character)}
          </Typography>
          <ItemFlags item={character} />
          <ProseText text={character.description} testId="sheet-description" />
        </Box>
        <CardPortrait kind="characters" item={character} size={96} testId="overview-portrait" />
      </Box>
    </SheetBlock>
  )
}
