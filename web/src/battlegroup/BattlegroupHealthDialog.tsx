import { battlegroupMagnitude } from '@loom/core'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { AmountStepper } from '../sheet/AmountStepper.tsx'
import { ResourceDisplay } from '../sheet/ResourceDisplay.tsx'
import { DialogButtons } from '../widgets/DialogButtons.tsx'

export interface BattlegroupHealth {
  size: number
  magnitude: number
  health_levels: number
  perfect_morale: boolean
}

interface Props {
  open: boolean
  onClose: () => void
  battlegroup: BattlegroupHealth
  /** Called with the new size and magnitude together, then the dialog closes. */
  onSave: (changes: { size: number; magnitude: number }) => void
  testId?: string
}

const LARGEST_SIZE = 5

/**
 * "Battlegroup Health": magnitude and size change together, because the magnitude a
 * battlegroup can have depends on its size.
 */
export function BattlegroupHealthDialog({
  open,
  onClose,
  battlegroup,
  onSave,
  testId = 'battlegroup-health-dialog',
}: Props) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>Battlegroup Health</DialogTitle>
      {open && (
        <HealthForm battlegroup={battlegroup} onClose={onClose} onSave={onSave} testId={testId} />
      )}
    </Dialog>
  )
}

function HealthForm({
  battlegroup,
  onClose,
  onSave,
  testId,
}: Omit<Props, 'open'> & { testId: string }) {
  const [size, setSize] = useState(battlegroup.size)
  const [magnitude, setMagnitude] = useState(battlegroup.magnitude)
  const currentTotal = battlegroupMagnitude(battlegroup)
  const total = battlegroupMagnitude({ ...battlegroup, size })
  const shownMagnitude = Math.min(magnitude, total)
  return (
    <>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
          <ResourceDisplay
            label="Current Magnitude"
            current={battlegroup.magnitude}
            total={currentTotal}
            testId={`${testId}-current-magnitude`}
          />
          <ResourceDisplay
            label="Current Size"
            current={battlegroup.size}
            testId={`${testId}-current-size`}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <AmountStepper
            label="Magnitude"
            value={shownMagnitude}
            onChange={setMagnitude}
            min={0}
            max={total}
            steps={[-1, 1]}
            testId={`${testId}-magnitude`}
          />
          <Typography data-testid={`${testId}-total`}>/ {total}</Typography>
        </Box>
        <AmountStepper
          label="Size"
          value={size}
          onChange={setSize}
          min={0}
          max={LARGEST_SIZE}
          steps={[-1, 1]}
          testId={`${testId}-size`}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Damage to battlegroups and rout checks: core book p.208–209.
        </Typography>
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => {
          onSave({ size, magnitude: shownMagnitude })
          onClose()
        }}
        submitLabel="Save"
        cancelTestId={`${testId}-cancel`}
        submitTestId={`${testId}-save`}
      />
    </>
  )
}
