import type { RollRecord } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { DiceFaces } from './DiceFaces.tsx'
import { outcomeNotes, successesText } from './roll-text.ts'
import { influenceText } from './social-roll.ts'

/**
 * A roll's result: the successes (or the botch) in large type, the faces, and what else went
 * into it: automatic successes, doubles, rerolls, what it spent, the Initiative it gave.
 */
export function RollOutcome({ roll, testId }: { roll: RollRecord; testId: string }) {
  const notes = outcomeNotes(roll)
  const influence = influenceText(roll)
  return (
    <Box
      data-testid={testId}
      data-roll-id={roll.id}
      data-successes={roll.successes}
      data-botch={roll.botch}
    >
      <Typography
        variant="h5"
        component="p"
        color={roll.botch ? 'error' : roll.successes > 0 ? 'primary' : 'text.secondary'}
        sx={{ fontWeight: 700 }}
        data-testid={`${testId}-successes`}
      >
        {successesText(roll)}
      </Typography>
      {influence && (
        <Typography
          variant="body2"
          sx={{ fontWeight: 500 }}
          color={roll.influence?.succeeded ? 'primary' : 'text.secondary'}
          data-testid={`${testId}-influence`}
        >
          {influence}
        </Typography>
      )}
      <DiceFaces roll={roll} testId={`${testId}-dice`} />
      {notes.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-notes`}>
          {notes.join(' · ')}
        </Typography>
      )}
    </Box>
  )
}
