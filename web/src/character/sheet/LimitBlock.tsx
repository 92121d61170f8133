import { type Character, LIMIT_MAX } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RatingDots } from '../../sheet/RatingDots.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'

export function LimitBlock({ character }: { character: Character }) {
  return (
    <SheetBlock title="Limit" testId="block-limit">
      <Typography variant="body2">Current</Typography>
      <Box sx={{ '& > span': { whiteSpace: 'normal' } }}>
        <RatingDots
          rating={character.limit ?? 0}
          max={LIMIT_MAX}
          label="Limit"
          testId="limit-dots"
        />
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        Limit Trigger: {character.limit_trigger || 'none'}
      </Typography>
    </SheetBlock>
  )
}
