import type { AttackAnswer, CombatChangeJson } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RollOutcome } from '../../dice/RollOutcome.tsx'
import { changeLines } from './change-lines.ts'

/**
 * Hit or miss; for a grapple action that is no attack, what happened: an escape's outcome, or
 * the label of one that rolls nothing (restrain, drag, release).
 */
function headlineOf({ resolution, rolls }: AttackAnswer): string {
  if (resolution.attack !== 'grapple') return resolution.hit ? 'Hit!' : 'Miss'
  if (rolls.length === 0) return resolution.label
  return resolution.hit ? 'Free!' : 'Still held'
}

/**
 * A resolved attack as its attacker sees it: hit or miss, each roll (attack, damage, an
 * Initiative Shift's Join Battle) with what followed from it, and what changed for whom.
 */
export function AttackResult({
  answer,
  nameOf,
  testId,
}: {
  answer: AttackAnswer
  nameOf: (type: CombatChangeJson['type'], id: number) => string
  testId: string
}) {
  const { hit } = answer.resolution
  const headline = headlineOf(answer)
  const lines = changeLines(answer.changes, nameOf)
  return (
    <Box data-testid={testId} data-hit={hit}>
      <Typography
        variant={headline.length > 12 ? 'h6' : 'h5'}
        component="p"
        color={hit ? 'primary' : 'text.secondary'}
        sx={{ fontWeight: 700 }}
        data-testid={`${testId}-headline`}
      >
        {headline}
      </Typography>
      {answer.rolls.map((roll, index) => (
        <Box key={roll.id} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {roll.label}
          </Typography>
          <RollOutcome roll={roll} testId={`${testId}-roll-${index}`} />
        </Box>
      ))}
      {lines.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }} data-testid={`${testId}-changes`}>
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  )
}
