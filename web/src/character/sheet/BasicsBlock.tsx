import type { Character } from '@loom/core'
import Typography from '@mui/material/Typography'
import { describeCharacter } from '../../characters/describe-character.ts'
import { ItemFlags } from '../../qc/ItemFlags.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { ProseText } from '../../widgets/ProseText.tsx'

/** Name, "Essence 2 Air Aspect Dragon-Blooded", the Hidden, Pinned and Public marks, and the
 *  description. */
export function BasicsBlock({ character }: { character: Character }) {
  return (
    <SheetBlock title={character.name} testId="block-basics">
      <Typography color="text.secondary" gutterBottom data-testid="sheet-subtitle">
        {describeCharacter(character)}
      </Typography>
      <ItemFlags item={character} />
      <ProseText text={character.description} testId="sheet-description" />
    </SheetBlock>
  )
}
