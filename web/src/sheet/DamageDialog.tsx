import { type HealthTrack, woundPenalty } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { AmountStepper } from './AmountStepper.tsx'
import { HealthBoxes } from './HealthBoxes.tsx'
import { DAMAGE_FIELDS, DAMAGE_KINDS, DAMAGE_LABELS, type DamageKind } from './health-boxes.ts'

type DamageField = (typeof DAMAGE_FIELDS)[DamageKind]
export type DamageChanges = { -readonly [F in DamageField]?: number }

interface Props {
  open: boolean
  onClose: () => void
  track: HealthTrack
  /** Pain Tolerance (or a QC's) lowers the -2 and -4 penalties in the preview. */
  painTolerance?: boolean
  /** Called with only the damage fields that change, then the dialog closes. */
  onApply: (changes: DamageChanges) => void
  testId?: string
}

const NO_DELTAS: Record<DamageKind, number> = { bashing: 0, lethal: 0, aggravated: 0 }

/** "Health Levels / Damage": add or heal each kind of damage, with a live preview. */
export function DamageDialog({
  open,
  onClose,
  track,
  painTolerance = false,
  onApply,
  testId = 'damage-dialog',
}: Props) {
  const titleId = useId()
  const [deltas, setDeltas] = useState(NO_DELTAS)
  const damage: DamageChanges = {}
  for (const kind of DAMAGE_KINDS) {
    damage[DAMAGE_FIELDS[kind]] = track[DAMAGE_FIELDS[kind]] + deltas[kind]
  }
  const preview: HealthTrack = { ...track, ...damage }
  const close = () => {
    setDeltas(NO_DELTAS)
    onClose()
  }
  const apply = () => {
    const changes: DamageChanges = {}
    for (const kind of DAMAGE_KINDS) {
      if (deltas[kind] !== 0) changes[DAMAGE_FIELDS[kind]] = damage[DAMAGE_FIELDS[kind]]
    }
    if (Object.keys(changes).length > 0) onApply(changes)
    close()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>Health Levels / Damage</DialogTitle>
      <DialogContent>
        <HealthBoxes
          track={preview}
          woundPenalty={woundPenalty(preview, painTolerance)}
          testId={`${testId}-preview`}
        />
        {DAMAGE_KINDS.map((kind) => {
          const current = track[DAMAGE_FIELDS[kind]]
          return (
            <Box key={kind} sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="p">
                {DAMAGE_LABELS[kind]} ({current})
              </Typography>
              <AmountStepper
                label={DAMAGE_LABELS[kind]}
                value={deltas[kind]}
                onChange={(value) => setDeltas({ ...deltas, [kind]: value })}
                min={-current}
                max={99}
                steps={[-1, 1]}
                preset={{ label: '-All', value: -current }}
                testId={`${testId}-${kind}`}
              />
            </Box>
          )
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
        <Button variant="contained" onClick={apply} data-testid={`${testId}-ok`}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  )
}
