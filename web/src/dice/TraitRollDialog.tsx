import { characterTraitRoll } from '@loom/core'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import { useMemo, useState } from 'react'
import { CHARM_ASSOCS, selectCharacterView } from '../character/character-view.ts'
import { attributeChoices } from '../character/editor/weapon-choices.ts'
import { useAppSelector } from '../store/hooks.ts'
import { LabelledSelect } from '../widgets/LabelledSelect.tsx'
import RollDialog from './RollDialog.tsx'
import type { Roller } from './roller.ts'
import { abilityChoices, traitRollLabel } from './trait-choices.ts'

const TEST_ID = 'trait-roll-dialog'

/**
 * Any attribute + ability roll of a character ("Perception + Investigation"): the pickers,
 * then the roll dialog prefilled with that pool as the rules give it.
 */
export default function TraitRollDialog({
  roller,
  onClose,
}: {
  roller: Roller
  onClose: () => void
}) {
  const view = useAppSelector((state) => selectCharacterView(state, roller.id))
  const [attribute, setAttribute] = useState('perception')
  const [ability, setAbility] = useState('awareness')
  const preset = useMemo(() => {
    if (!view) return { label: traitRollLabel(attribute, ability), pool: 0 }
    const detail = characterTraitRoll(
      {
        character: view.character,
        weapons: view.weapons,
        merits: view.merits,
        charms: CHARM_ASSOCS.flatMap((assoc) => view.charms[assoc]),
        spells: view.spells,
        poisons: view.poisons,
      },
      { attribute, ability },
    )
    return { label: traitRollLabel(attribute, ability), detail }
  }, [view, attribute, ability])
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
