import type { ExtendedTarget } from '@loom/core'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import { useMemo, useState } from 'react'
import { selectCharacterView } from '../character/character-view.ts'
import { attributeChoices } from '../character/editor/weapon-choices.ts'
import { traitRollDetail } from '../character/trait-roll-detail.ts'
import { useAppSelector } from '../store/hooks.ts'
import { LabelledSelect } from '../widgets/LabelledSelect.tsx'
import RollDialog from './RollDialog.tsx'
import type { Roller } from './roller.ts'
import { abilityChoices, traitRollLabel } from './trait-choices.ts'

const TEST_ID = 'trait-roll-dialog'

/**
 * Any attribute + ability roll of a character ("Perception + Investigation"): the pickers,
 * then the roll dialog prefilled with that pool as the rules give it. For a craft project's
 * interval (`extended`) it starts at Intelligence + the character's first Craft.
 */
export default function TraitRollDialog({
  roller,
  extended,
  onClose,
}: {
  roller: Roller
  extended?: ExtendedTarget | undefined
  onClose: () => void
}) {
  const view = useAppSelector((state) => selectCharacterView(state, roller.id))
  const firstCraft = view?.character.abil_craft[0]?.craft
  const crafting = extended !== undefined && firstCraft !== undefined
  const [attribute, setAttribute] = useState(crafting ? 'intelligence' : 'perception')
  const [ability, setAbility] = useState(crafting ? `craft (${firstCraft})` : 'awareness')
  const preset = useMemo(() => {
    const label = traitRollLabel(attribute, ability)
    if (!view) return { label, pool: 0, extended }
    return { label, detail: traitRollDetail(view, { attribute, ability }), extended }
  }, [view, attribute, ability, extended])
  if (!view) return null
  const pickers = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <LabelledSelect
        label="Attribute"
        value={attribute}
        onChange={setAttribute}
        testId={`${TEST_ID}-attribute`}
      >
        {attributeChoices(view.character).map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label="Ability"
        value={ability}
        onChange={setAbility}
        testId={`${TEST_ID}-ability`}
      >
        {abilityChoices(view.character).map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </LabelledSelect>
    </Box>
  )
  return (
    <RollDialog
      roller={roller}
      preset={preset}
      onClose={onClose}
      header={pickers}
      testId={TEST_ID}
    />
  )
}
