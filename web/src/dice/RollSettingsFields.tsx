import { DIE_SIDES, ROLL_VISIBILITIES, type RollVisibility } from '@loom/core'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Collapse from '@mui/material/Collapse'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { LabelledSelect } from '../widgets/LabelledSelect.tsx'
import { FaceToggles } from './FaceToggles.tsx'
import type { RollOptions } from './roll-request.ts'

const FACES = Array.from({ length: DIE_SIDES }, (_, index) => index + 1)

export const VISIBILITY_LABELS: Readonly<Record<RollVisibility, string>> = {
  public: 'Everyone in the chronicle',
  storyteller: 'Me and the storyteller',
  private: 'Only me',
}

interface Props {
  options: RollOptions
  set: (changes: Partial<RollOptions>) => void
  inChronicle: boolean
  testId: string
}

/** Who sees the roll, then, folded away, the target number, doubles and rerolls. */
export function RollSettingsFields({ options, set, inChronicle, testId }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      {inChronicle && (
        <LabelledSelect
          label="Who sees it"
          value={options.visibility}
          onChange={(value) => set({ visibility: value as RollVisibility })}
          testId={`${testId}-visibility`}
        >
          {ROLL_VISIBILITIES.map((visibility) => (
            <MenuItem
              key={visibility}
              value={visibility}
              data-testid={`${testId}-visibility-${visibility}`}
            >
              {VISIBILITY_LABELS[visibility]}
            </MenuItem>
          ))}
        </LabelledSelect>
      )}
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        endIcon={
          <ExpandMore
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }}
          />
        }
        aria-expanded={open}
        sx={{ mt: 1 }}
        data-testid={`${testId}-more`}
      >
        Target number {options.targetNumber}, doubles, rerolls
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pl: 1 }}>
          <LabelledSelect
            label="Target number"
            value={String(options.targetNumber)}
            onChange={(value) => set({ targetNumber: Number(value) })}
            testId={`${testId}-target-number`}
          >
            {FACES.map((face) => (
              <MenuItem key={face} value={String(face)}>
                {face}
              </MenuItem>
            ))}
          </LabelledSelect>
          <FaceToggles
            label="Faces that count two successes"
            faces={FACES.filter((face) => face >= options.targetNumber)}
            value={options.doubles}
            onChange={(doubles) => set({ doubles })}
            testId={`${testId}-doubles`}
          />
          <FaceToggles
            label="Faces to reroll"
            faces={FACES}
            value={options.rerolls}
            onChange={(rerolls) => set({ rerolls })}
            testId={`${testId}-rerolls`}
          />
          <FormControlLabel
            sx={{ display: 'flex' }}
            control={
              <Checkbox
                checked={!options.rerollOnce}
                // Rerolling every face until none remain would never end.
                disabled={options.rerolls.length === DIE_SIDES}
                onChange={(event) => set({ rerollOnce: !event.target.checked })}
                slotProps={{ input: { 'data-testid': `${testId}-reroll-until` } as object }}
              />
            }
            label="Reroll until none of these faces remain"
          />
        </Box>
      </Collapse>
    </>
  )
}
