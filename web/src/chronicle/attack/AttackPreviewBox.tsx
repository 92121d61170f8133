import type { Defence } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { AttackPreview } from './attack-plan.ts'

/** How the Defence is made up, when it is more than the rating: onslaught, mount, grapple. */
function defenceParts(defence: Defence): string {
  const parts = [
    defence.onslaught > 0 ? ` − onslaught ${defence.onslaught}` : '',
    defence.bonus > 0 ? ` + ${defence.bonus} mounted` : '',
    defence.bonus < 0 ? ` − ${-defence.bonus} grappling` : '',
  ].join('')
  return parts === '' ? '' : ` (${defence.rating}${parts})`
}

/** What the attack will roll, against which Defence, and what a hit deals, before the roll. */
export function AttackPreviewBox({ preview, testId }: { preview: AttackPreview; testId: string }) {
  return (
    <Box
      sx={{ mt: 1.5, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid={`${testId}-preview`}
    >
      <Typography sx={{ fontWeight: 500 }} data-testid={`${testId}-pool`}>
        Rolls {preview.dice} {preview.dice === 1 ? 'die' : 'dice'}
        {preview.autoSuccesses > 0 && ` + ${preview.autoSuccesses} success`}
        {preview.pool !== null && ` (pool ${preview.pool})`}
      </Typography>
      <Typography data-testid={`${testId}-defence-value`}>
        {preview.defence === null
          ? 'against a Defence the server will work out'
          : `against ${preview.defence.label} ${preview.defence.value}${defenceParts(preview.defence)}`}
      </Typography>
      {preview.damage && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-damage`}>
          {preview.damage}
        </Typography>
      )}
    </Box>
  )
}
