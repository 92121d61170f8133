import { CRAFT_CATEGORIES, type CraftProject, craftProjectTerms } from '@loom/core'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { ActionDialog } from '../../widgets/ActionDialog.tsx'
import { LabelledSelect } from '../../widgets/LabelledSelect.tsx'
import { RangeNumberField } from '../../widgets/RangeNumberField.tsx'
import { ShortTextField } from '../../widgets/ShortTextField.tsx'
import { traitLabel } from '../trait-labels.ts'

export type ProjectTerms = Pick<
  CraftProject,
  'name' | 'category' | 'rating' | 'repair' | 'objectives' | 'goal' | 'difficulty' | 'terminus'
>

const TEST_ID = 'craft-project-dialog'

/**
 * Begins a craft project: its category (a superior one's rating), repair or new work, the basic
 * objectives it meets and, for basic and major work, the storyteller's difficulty; the goal and
 * terminus follow from the rules (craftProjectTerms).
 */
export function CraftProjectDialog({
  onBegin,
  onClose,
}: {
  onBegin: (terms: ProjectTerms) => unknown
  onClose: () => void
}) {
  const [name, setName] = useState('')
  const [category, setCategory] = useState<ProjectTerms['category']>('basic')
  const [rating, setRating] = useState(2)
  const [repair, setRepair] = useState(false)
  const [objectives, setObjectives] = useState(1)
  const [difficulty, setDifficulty] = useState(1)
  const terms = craftProjectTerms({ category, rating, repair }, difficulty)
  const simple = category === 'basic' || category === 'major'
  return (
    <ActionDialog
      title="Begin a craft project"
      submitLabel="Begin"
      onSubmit={async () => {
        await onBegin({
          name: name.trim() || 'New Project',
          category,
          rating,
          repair,
          objectives,
          ...terms,
        })
      }}
      onClose={onClose}
      testId={TEST_ID}
      form
    >
      <ShortTextField label="Project" value={name} onChange={setName} testId={`${TEST_ID}-name`} />
      <LabelledSelect
        label="Category"
        value={category}
        onChange={(value) => setCategory(value as ProjectTerms['category'])}
        testId={`${TEST_ID}-category`}
      >
        {CRAFT_CATEGORIES.map((choice) => (
          <MenuItem key={choice} value={choice} data-testid={`${TEST_ID}-category-${choice}`}>
            {traitLabel(choice)}
          </MenuItem>
        ))}
      </LabelledSelect>
      {category === 'superior' && (
        <RangeNumberField
          label="Rating"
          value={rating}
          onChange={setRating}
          min={2}
          max={5}
          testId={`${TEST_ID}-rating`}
        />
      )}
      {simple && (
        <RangeNumberField
          label="Difficulty"
          value={difficulty}
          onChange={setDifficulty}
          min={1}
          max={10}
          testId={`${TEST_ID}-difficulty`}
        />
      )}
      <RangeNumberField
        label="Basic objectives met"
        value={objectives}
        onChange={setObjectives}
        min={0}
        max={3}
        testId={`${TEST_ID}-objectives`}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={repair}
            onChange={(event) => setRepair(event.target.checked)}
            slotProps={{ input: { 'data-testid': `${TEST_ID}-repair` } as object }}
          />
        }
        label="A repair"
      />
    </ActionDialog>
  )
}
