import { WORKING_CIRCLES, type Working } from '@loom/core'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { ActionDialog } from '../../widgets/ActionDialog.tsx'
import { LabelledSelect } from '../../widgets/LabelledSelect.tsx'
import { RangeNumberField } from '../../widgets/RangeNumberField.tsx'
import { ShortTextField } from '../../widgets/ShortTextField.tsx'
import { traitLabel } from '../trait-labels.ts'

/** The terms a working is begun with. */
export type WorkingTerms = Pick<
  Working,
  'name' | 'circle' | 'ambition' | 'finesse' | 'means' | 'interval'
>

const NEW_WORKING: WorkingTerms = {
  name: '',
  circle: 'terrestrial',
  ambition: 5,
  finesse: 1,
  means: 5,
  interval: '1 week',
}

const TEST_ID = 'working-dialog'

/** Begins a working: its name, circle, ambition (goal), finesse (difficulty), means (terminus). */
export function WorkingDialog({
  onBegin,
  onClose,
}: {
  onBegin: (terms: WorkingTerms) => unknown
  onClose: () => void
}) {
  const [terms, setTerms] = useState(NEW_WORKING)
  const set = (changes: Partial<WorkingTerms>) => setTerms({ ...terms, ...changes })
  const number = (
    label: string,
    field: 'ambition' | 'finesse' | 'means',
    max: number,
    help: string,
  ) => (
    <RangeNumberField
      label={label}
      value={terms[field]}
      onChange={(value) => set({ [field]: value })}
      min={1}
      max={max}
      testId={`${TEST_ID}-${field}`}
      helperText={help}
    />
  )
  return (
    <ActionDialog
      title="Begin a sorcerous working"
      submitLabel="Begin"
      onSubmit={async () => {
        await onBegin({ ...terms, name: terms.name.trim() || 'New Working' })
      }}
      onClose={onClose}
      testId={TEST_ID}
      form
    >
      <ShortTextField
        label="Intention"
        value={terms.name}
        onChange={(name) => set({ name })}
        testId={`${TEST_ID}-name`}
      />
      <LabelledSelect
        label="Circle"
        value={terms.circle}
        onChange={(circle) => set({ circle: circle as WorkingTerms['circle'] })}
        testId={`${TEST_ID}-circle`}
      >
        {WORKING_CIRCLES.map((circle) => (
          <MenuItem key={circle} value={circle}>
            {traitLabel(circle)}
          </MenuItem>
        ))}
      </LabelledSelect>
      {number('Ambition', 'ambition', 500, 'The goal number')}
      {number('Finesse', 'finesse', 5, 'Each roll’s difficulty')}
      {number('Means', 'means', 100, 'The terminus, in rolls')}
      <ShortTextField
        label="Interval"
        value={terms.interval}
        onChange={(interval) => set({ interval })}
        testId={`${TEST_ID}-interval`}
      />
    </ActionDialog>
  )
}
