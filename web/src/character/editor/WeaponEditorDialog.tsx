import { WEAPON_WEIGHTS, type Weapon } from '@loom/core'
import ExpandMore from '@mui/icons-material/ExpandMore'
import HelpOutline from '@mui/icons-material/HelpOutline'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useRef } from 'react'
import { Link } from 'react-router'
import type { Row } from '../../api/types.ts'
import { LibraryCardActions } from '../../library/LibraryCardActions.tsx'
import { PoisonsEditor, poisonsOf } from '../../qc/PoisonsEditor.tsx'
import {
  CheckInput,
  NumberField,
  SelectInput,
  TagsInput,
  TextInput,
} from '../../sheet/inputs/fields.tsx'
import type { CharacterView } from '../character-view.ts'
import { WeaponPools } from '../sheet/WeaponPools.tsx'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'
import { attributeChoices, weaponAbilityGroups } from './weapon-choices.ts'

const OVERRIDES = [
  { field: 'attack_attribute', label: 'Attack Attribute', fallback: 'dexterity' },
  { field: 'defense_attribute', label: 'Defense Attribute', fallback: 'dexterity' },
  {
    field: 'damage_attribute',
    label: 'Damage Attribute',
    fallback: 'strength',
  },
] as const

const BONUSES = [
  { field: 'bonus_accuracy', label: 'Accuracy' },
  { field: 'bonus_damage', label: 'Damage' },
  { field: 'bonus_defense', label: 'Parry' },
  { field: 'bonus_overwhelming', label: 'Overwhelming' },
] as const

interface Props {
  weapon: Weapon | undefined
  view: CharacterView
  edits: CharacterEdits
  onClose: () => void
}

/** "Edit {weapon}": its live pools, ability, weight, tags and the advanced overrides. */
export function WeaponEditorDialog({ weapon, view, edits, onClose }: Props) {
  const titleId = useId()
  // Fields keep their first callbacks (see fields.tsx), so overrides read the weapon as it is now.
  const latest = useRef(weapon)
  latest.current = weapon
  if (!weapon) return null
  const { character } = view
  const details = view.weaponDetails.get(weapon.id)
  const update = (changes: Record<string, unknown>) =>
    edits.updateChild('weapons', weapon.id, changes)
  const setOverride = (field: string, use: string, fallback: string) => {
    const overrides: Record<string, unknown> = { ...latest.current?.overrides }
    if (use === fallback) delete overrides[field]
    else overrides[field] = { use }
    update({ overrides })
  }
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="weapon-dialog"
    >
      <DialogTitle id={titleId}>
        Edit {weapon.name}
        <IconButton component={Link} to="/help/weapons" size="small" aria-label="Weapons help">
          <HelpOutline fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {details && (
          <WeaponPools weapon={weapon} details={details} initiative={character.initiative} />
        )}
        <TextInput
          label="Name"
          value={weapon.name}
          onCommit={(name) => update({ name })}
          testId="weapon-dialog-name"
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            label="Attack Ability"
            size="small"
            margin="dense"
            value={weapon.ability}
            onChange={(event) => update({ ability: event.target.value })}
            sx={{ minWidth: 220 }}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'weapon-dialog-ability' } as object },
            }}
          >
            {weaponAbilityGroups(character, weapon.ability).flatMap((group) => [
              <ListSubheader key={group.label}>{group.label}</ListSubheader>,
              ...(group.choices.length === 0
                ? [
                    <MenuItem key={`${group.label}-none`} disabled>
                      {group.label === 'Combat Abilities' ? 'No Martial Arts ratings' : 'None'}
                    </MenuItem>,
                  ]
                : group.choices.map((choice) => (
                    <MenuItem
                      key={`${group.label}-${choice.value}`}
                      value={choice.value}
                      data-testid={`weapon-dialog-ability-option-${choice.value}`}
                    >
                      {choice.label}
                    </MenuItem>
                  ))),
            ])}
          </TextField>
          <SelectInput
            label="Weight"
            value={weapon.weight}
            choices={WEAPON_WEIGHTS.map((weight) => ({ value: weight, label: traitLabel(weight) }))}
            minWidth={120}
            onCommit={(weight) => update({ weight })}
            testId="weapon-dialog-weight"
          />
          <CheckInput
            label="Artifact"
            checked={weapon.is_artifact}
            onCommit={(is_artifact) => update({ is_artifact })}
            testId="weapon-dialog-artifact"
          />
        </Box>
        <TagsInput
          label="Tags (comma separated)"
          value={weapon.tags}
          onCommit={(tags) => update({ tags })}
          testId="weapon-dialog-tags"
        />
        <Accordion disableGutters sx={{ mt: 1 }}>
          <AccordionSummary expandIcon={<ExpandMore />} data-testid="weapon-dialog-advanced">
            <Typography>Advanced</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {OVERRIDES.map((override) => (
                <SelectInput
                  key={override.field}
                  label={override.label}
                  value={weapon.overrides[override.field]?.use ?? override.fallback}
                  choices={attributeChoices(character)}
                  onCommit={(use) => setOverride(override.field, use, override.fallback)}
                  testId={`weapon-dialog-${override.field}`}
                />
              ))}
            </Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Damage Attribute: Crossbow and Flame weapons ignore it.
            </Typography>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              Other Bonuses
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {BONUSES.map(({ field, label }) => (
                <NumberField
                  key={field}
                  label={label}
                  value={weapon[field]}
                  min={-99}
                  max={99}
                  onCommit={(value) => update({ [field]: value })}
                  testId={`weapon-dialog-${field}`}
                />
              ))}
            </Box>
            <TextInput
              label="Notes"
              value={weapon.notes}
              multiline
              rows={{ min: 2, max: 8 }}
              onCommit={(notes) => update({ notes })}
              testId="weapon-dialog-notes"
            />
          </AccordionDetails>
        </Accordion>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Poisons it delivers
        </Typography>
        <PoisonsEditor
          owner={weapon as unknown as Row}
          list={poisonsOf('weapons', weapon.id)}
          addLabel="Add Poison"
          empty="None."
          testId="weapon-dialog-poisons"
        />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <LibraryCardActions kind="weapon" row={weapon} name={weapon.name} testId="weapon-dialog" />
        <Button onClick={onClose} data-testid="weapon-dialog-done">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
