import { type CreationLine, creationSpend, isPastCreation } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { creationSheetOf } from '../creation-help.ts'
import { splatXpLabel, typeDisplay } from '../type-display.ts'

function BudgetLine({ line }: { line: CreationLine }) {
  const over = line.overflow > 0
  return (
    <Box component="li" data-testid={`creation-${line.key}`} sx={{ listStyle: 'none' }}>
      <Typography variant="body2" component="span">
        {line.label}:{' '}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: 600 }}
        data-testid={`creation-${line.key}-count`}
      >
        {line.spent} / {line.limit}
      </Typography>
      {over && (
        <Typography
          variant="caption"
          component="span"
          color="warning"
          data-testid={`creation-${line.key}-over`}
        >
          {' '}
          ({line.overflow} over: {line.bonusPoints} BP)
        </Typography>
      )}
    </Box>
  )
}

/**
 * What the character has spent of its type's creation budget (docs/rules.md, "Character creation
 * and experience"), and once it has earned experience, which experience pays for what.
 */
export function CreationPanel({ view }: { view: CharacterView }) {
  const spend = useMemo(() => creationSpend(creationSheetOf(view)), [view])
  const { character } = view
  const { budget, spent, remaining } = spend.bonusPoints
  return (
    <SheetBlock title="Creation" testId="editor-creation">
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
        }}
      >
        {spend.lines.map((line) => (
          <BudgetLine key={line.key} line={line} />
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="creation-bonus-points">
        Bonus points: {spent} of {budget} spent, {remaining} left
      </Typography>
      {remaining < 0 && (
        <Typography variant="body2" color="error" role="status" data-testid="creation-over-budget">
          Over budget by {-remaining} bonus {-remaining === 1 ? 'point' : 'points'}.
        </Typography>
      )}
      {isPastCreation(character) && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid="creation-experience-note"
        >
          Past creation: each rating shows what its next dot costs.
          {typeDisplay(character.type).exalt &&
            ` ${splatXpLabel(character.type, character.exalt_type)} pays for anything but Charms and spells.`}
        </Typography>
      )}
    </SheetBlock>
  )
}
