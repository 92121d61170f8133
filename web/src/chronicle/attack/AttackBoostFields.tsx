import { ROLL_VISIBILITIES, type RollVisibility } from '@loom/core'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import { Caption, ExcellencyFields, StuntToggle } from '../../dice/RollChoiceControls.tsx'
import { VISIBILITY_LABELS } from '../../dice/RollSettingsFields.tsx'
import type { RollerResources } from '../../dice/roller-resources.ts'
import { AmountStepper } from '../../sheet/AmountStepper.tsx'
import { LabelledSelect } from '../../widgets/LabelledSelect.tsx'
import type { AttackChoices, AttackPreview } from './attack-plan.ts'

const DEFAULT_VISIBILITY = 'default'

interface Props {
  choices: AttackChoices
  choose: (changes: Partial<AttackChoices>) => void
  preview: AttackPreview
  resources: RollerResources
  /** Whether the attacker may keep the rolls to themselves (see AttackDialog). */
  mayHide: boolean
  testId: string
}

/**
 * What the attacker adds to the attack: excellency dice (up to the cap, from a mote pool), the
 * stunt, Willpower, other dice, a withering damage bonus, and who sees the rolls.
 */
export function AttackBoostFields({ choices, choose, preview, resources, mayHide, testId }: Props) {
  return (
    <>
      <ExcellencyFields
        cap={preview.excellencyCap}
        dice={preview.excellencyDice}
        motes={preview.motes}
        onDice={(excellencyDice) => choose({ excellencyDice })}
        pool={choices.motePool}
        mute={choices.mute}
        set={choose}
        resources={resources}
        testId={testId}
      />
      <Caption>Stunt (a stunt of any level adds 2 dice)</Caption>
      <StuntToggle value={choices.stunt} onChange={(stunt) => choose({ stunt })} testId={testId} />
      {resources.willpower !== null && (
        <FormControlLabel
          sx={{ mt: 1, display: 'flex' }}
          control={
            <Checkbox
              checked={choices.willpower}
              onChange={(event) => choose({ willpower: event.target.checked })}
              slotProps={{ input: { 'data-testid': `${testId}-willpower` } as object }}
            />
          }
          label={`Spend 1 Willpower for 1 automatic success (${resources.willpower} left)`}
        />
      )}
      <Caption>Other dice</Caption>
      <AmountStepper
        label="Dice"
        value={choices.bonusDice}
        onChange={(bonusDice) => choose({ bonusDice })}
        min={-99}
        max={99}
        steps={[-1, 1]}
        testId={`${testId}-bonus-dice`}
      />
      {choices.attack === 'withering' && (
        <>
          <Caption>Damage bonus (added to raw damage)</Caption>
          <AmountStepper
            label="Damage"
            value={choices.damageBonus}
            onChange={(damageBonus) => choose({ damageBonus })}
            min={-99}
            max={99}
            steps={[-1, 1]}
            testId={`${testId}-damage-bonus`}
          />
        </>
      )}
      <LabelledSelect
        label="Who sees the rolls"
        value={choices.visibility ?? DEFAULT_VISIBILITY}
        onChange={(value) =>
          choose({ visibility: value === DEFAULT_VISIBILITY ? null : (value as RollVisibility) })
        }
        testId={`${testId}-visibility`}
      >
        <MenuItem value={DEFAULT_VISIBILITY}>Everyone (or the storyteller, if hidden)</MenuItem>
        {ROLL_VISIBILITIES.filter((visibility) => mayHide || visibility !== 'private').map(
          (visibility) => (
            <MenuItem
              key={visibility}
              value={visibility}
              data-testid={`${testId}-visibility-${visibility}`}
            >
              {VISIBILITY_LABELS[visibility]}
            </MenuItem>
          ),
        )}
      </LabelledSelect>
    </>
  )
}
