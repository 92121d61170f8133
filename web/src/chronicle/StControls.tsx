import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Id } from '../api/types.ts'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'
import { AwardExperienceDialog } from './AwardExperienceDialog.tsx'
import { DowntimeDialog } from './DowntimeDialog.tsx'
import { RecoverWillpowerDialog } from './RecoverWillpowerDialog.tsx'
import { RespireDialog } from './RespireDialog.tsx'
import { useCombatRun } from './use-combat-run.ts'

type Open = 'end-scene' | 'respire' | 'willpower' | 'downtime' | 'award-experience' | null

/**
 * The storyteller's controls over everyone in the chronicle at once. Each asks first and
 * offers an Undo afterwards.
 */
export function StControls({ chronicleId }: { chronicleId: Id }) {
  const [open, setOpen] = useState<Open>(null)
  const { run, snackbar } = useCombatRun(chronicleId)
  const close = () => setOpen(null)
  const perform = (path: string, done: string) => async (body: Record<string, unknown>) => {
    if (!(await run(path, body, done))) throw new Error(`${done} failed`)
  }
  const button = (which: Exclude<Open, null>, label: string) => (
    <Button variant="outlined" onClick={() => setOpen(which)} data-testid={`st-${which}`}>
      {label}
    </Button>
  )
  return (
    <Accordion sx={{ mb: 2 }} data-testid="st-controls">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid="st-controls-toggle">
        <Typography variant="h6" component="h2">
          ST Controls
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {button('end-scene', 'End Scene')}
          {button('respire', 'Respire Motes')}
          {button('willpower', 'Recover Willpower')}
          {button('downtime', 'Downtime...')}
          {button('award-experience', 'Award Experience')}
        </Box>
      </AccordionDetails>
      <ConfirmDialog
        open={open === 'end-scene'}
        onClose={close}
        title="End the scene?"
        confirmLabel="End Scene"
        onConfirm={() => perform('st_actions/end_scene', 'Scene ended')({})}
        testId="end-scene-dialog"
      >
        <Typography>
          Scene-long commitments end (their motes stay spent), auras go out, and everyone leaves
          combat with no onslaught. You can undo this straight afterwards.
        </Typography>
      </ConfirmDialog>
      {open === 'respire' && (
        <RespireDialog onClose={close} onSubmit={perform('st_actions/respire', 'Motes respired')} />
      )}
      {open === 'willpower' && (
        <RecoverWillpowerDialog
          onClose={close}
          onSubmit={perform('st_actions/recover_willpower', 'Willpower recovered')}
        />
      )}
      {open === 'downtime' && (
        <DowntimeDialog
          onClose={close}
          onSubmit={perform('st_actions/downtime', 'Downtime over')}
        />
      )}
      {open === 'award-experience' && (
        <AwardExperienceDialog chronicleId={chronicleId} onClose={close} />
      )}
      {snackbar}
    </Accordion>
  )
}
