import type { Character } from '@loom/core'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RatingDots } from '../../sheet/RatingDots.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'

const LISTS = [
  { field: 'principles', label: 'Principles' },
  { field: 'ties', label: 'Ties' },
] as const

/**
 * Principles and ties. Hidden ones reach this browser only when its player may edit the
 * character (the server leaves them out for everyone else); they carry an eye-off mark.
 */
export function IntimaciesBlock({ character }: { character: Character }) {
  return (
    <SheetBlock title="Intimacies" testId="block-intimacies">
      {LISTS.map((list) => (
        <Box key={list.field} sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {list.label}
          </Typography>
          {character[list.field].map((intimacy) => (
            <Box
              key={intimacy.id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
              data-testid={`intimacy-${list.field}`}
              data-hidden={intimacy.hidden ? 'true' : 'false'}
            >
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {intimacy.hidden && (
                  <VisibilityOff
                    fontSize="inherit"
                    titleAccess="Hidden from other players"
                    data-testid="intimacy-hidden-icon"
                  />
                )}
                <span data-testid="intimacy-subject">{intimacy.subject}</span>
              </Typography>
              <RatingDots rating={intimacy.rating} max={3} label={intimacy.subject} />
            </Box>
          ))}
        </Box>
      ))}
    </SheetBlock>
  )
}
