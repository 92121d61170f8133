import {
  animaAfter,
  animaLabel,
  BONFIRE,
  MOTE_POOL_LABELS,
  type MotePoolState,
  moteSpendChanges,
  moteSpendRange,
} from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'
import { DialogButtons } from '../widgets/DialogButtons.tsx'
import { AmountStepper } from './AmountStepper.tsx'
import { newRowId } from './list-edit.ts'
import { ResourceDisplay } from './ResourceDisplay.tsx'

interface Props {
  open: boolean
  onClose: () => void
  state: MotePoolState
  /** Called with the fields to change (pool, commitments, anima), then the dialog closes. */
  onApply: (changes: Record<string, unknown>) => void
  /** The commitments list editor, opened from "Commitments...". */
  commitments?: ReactNode
  /** The amount the dialog opens with (a Charm's cost); 1 by default. */
  initialAmount?: number
  /** Replaces "Spend Peripheral Motes" (activating a Charm names it). */
  title?: string
  testId?: string
}

function animaPreview(state: MotePoolState, after: number, mute: boolean, amount: number): string {
  if (after !== state.animaLevel) {
    return `Will raise anima from ${animaLabel(state.animaLevel)} to ${animaLabel(after)}`
  }
  if (mute && amount >= 5) return 'Will not change anima (mute)'
  return `No change to anima${state.animaLevel === BONFIRE ? ' (already at Bonfire)' : ''}`
}

/** Spend, commit or recover motes of one pool; peripheral spending can flare the anima. */
export function MoteSpendDialog({
  open,
  onClose,
  state,
  onApply,
  commitments,
  initialAmount = 1,
  title,
  testId = 'mote-dialog',
}: Props) {
  const titleId = useId()
  const [amount, setAmount] = useState(initialAmount)
  const [commit, setCommit] = useState(false)
  const [label, setLabel] = useState('')
  const [scenelong, setScenelong] = useState(false)
  const [mute, setMute] = useState(false)
  const [showCommitments, setShowCommitments] = useState(false)
  const { min, max } = moteSpendRange(state)
  const recovering = amount < 0
  const verb = recovering ? 'Recover' : 'Spend'
  const peripheral = state.pool === 'peripheral' && state.hasAnima
  const spend = {
    amount,
    mute,
    commit: commit && !recovering ? { id: '', label, scenelong } : undefined,
  }
  const close = () => {
    setAmount(initialAmount)
    setCommit(false)
    setLabel('')
    setScenelong(false)
    setMute(false)
    onClose()
  }
  const apply = () => {
    const withId = spend.commit
      ? { ...spend, commit: { ...spend.commit, id: newRowId(state.committed) } }
      : spend
    onApply(moteSpendChanges(state, withId))
    close()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>
        {title ?? `${verb} ${MOTE_POOL_LABELS[state.pool]} Motes`}
      </DialogTitle>
      <DialogContent>
        <ResourceDisplay
          label="Current Pool"
          current={state.current}
          total={state.total}
          testId={`${testId}-current`}
        />
        <AmountStepper
          label="Motes"
          value={amount}
          onChange={setAmount}
          min={min}
          max={max}
          steps={[-5, -1, 1, 5, 10]}
          testId={`${testId}-amount`}
        />
        <Box sx={{ mt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={commit && !recovering}
                disabled={recovering}
                onChange={(event) => setCommit(event.target.checked)}
                slotProps={{ input: { 'data-testid': `${testId}-commit` } as object }}
              />
            }
            label="Commit motes?"
          />
          {commit && !recovering && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                label="Commit label"
                size="small"
                value={label}
                onChange={(event) => setLabel(event.target.value)}
                slotProps={{ htmlInput: { 'data-testid': `${testId}-commit-label` } }}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={scenelong}
                    onChange={(event) => setScenelong(event.target.checked)}
                    slotProps={{ input: { 'data-testid': `${testId}-scenelong` } as object }}
                  />
                }
                label="Scenelong"
              />
            </Box>
          )}
          {peripheral && (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={mute}
                    onChange={(event) => setMute(event.target.checked)}
                    slotProps={{ input: { 'data-testid': `${testId}-mute` } as object }}
                  />
                }
                label="Mute"
              />
              <Typography variant="body2" data-testid={`${testId}-anima-preview`}>
                {animaPreview(state, animaAfter(state, spend), mute, amount)}
              </Typography>
            </>
          )}
        </Box>
      </DialogContent>
      <DialogButtons
        start={
          <>
            {commitments && (
              <Button
                onClick={() => setShowCommitments(true)}
                data-testid={`${testId}-commitments`}
              >
                Commitments...
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
          </>
        }
        onCancel={close}
        onSubmit={apply}
        submitLabel={verb}
        disabled={amount === 0}
        cancelTestId={`${testId}-cancel`}
        submitTestId={`${testId}-submit`}
      />
      {commitments && (
        <Dialog
          open={showCommitments}
          onClose={() => setShowCommitments(false)}
          fullWidth
          maxWidth="sm"
          data-testid={`${testId}-commitments-dialog`}
        >
          <DialogTitle>Mote Commitments</DialogTitle>
          <DialogContent>{commitments}</DialogContent>
          <DialogActions>
            <Button
              onClick={() => setShowCommitments(false)}
              data-testid={`${testId}-commitments-close`}
            >
              Close
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  )
}
