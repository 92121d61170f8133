import { type RollChoices, type RollSetup, STUNT_REWARDS, type StuntLevel } from '@loom/core'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { AmountStepper } from '../sheet/AmountStepper.tsx'
import { penaltiesText } from '../sheet/pool-breakdown.ts'
import { Caption, ExcellencyFields, StuntToggle } from './RollChoiceControls.tsx'
import { presetBasis, type RollPreset } from './roll-preset.ts'
import type { RollOptions } from './roll-request.ts'
import type { RollerResources } from './roller-resources.ts'

interface Props {
  preset: RollPreset
  setup: RollSetup
  choices: RollChoices
  choose: (changes: Partial<RollChoices>) => void
  options: RollOptions
  set: (changes: Partial<RollOptions>) => void
  resources: RollerResources
  testId: string
}

/** "+2 dice, +1 success, regain 1 Willpower" */
function stuntText(level: StuntLevel): string {
  const reward = STUNT_REWARDS[level]
  if (level === 0) return 'No stunt'
  const parts = [`+${reward.dice} dice`]
  if (reward.successes > 0)
    parts.push(`+${reward.successes} success${reward.successes > 1 ? 'es' : ''}`)
  if (reward.willpower > 0) parts.push(`regain ${reward.willpower} Willpower`)
  return parts.join(', ')
}

/** The choices a roll from the sheet offers: extra dice, excellency, stunt, Willpower. */
export function RollChoicesFields({
  preset,
  setup,
  choices,
  choose,
  options,
  set,
  resources,
  testId,
}: Props) {
  const basis = presetBasis(preset)
  const penalties = preset.detail ? penaltiesText(preset.detail) : null
  const stuntless = basis.damage
  return (
    <>
      <Typography sx={{ mt: 1 }} data-testid={`${testId}-pool`}>
        Pool: <strong>{basis.pool}</strong> {basis.pool === 1 ? 'die' : 'dice'}
        {penalties && (
          <Typography component="span" variant="body2" color="error" sx={{ ml: 1 }}>
            ({penalties.replace('Penalties: ', '')} included)
          </Typography>
        )}
      </Typography>
      <Caption>Other dice</Caption>
      <AmountStepper
        label="Dice"
        value={choices.extraDice}
        onChange={(extraDice) => choose({ extraDice })}
        min={-99}
        max={99}
        steps={[-1, 1]}
        testId={`${testId}-extra-dice`}
      />
      <ExcellencyFields
        cap={setup.excellencyCap}
        dice={setup.excellencyDice}
        motes={setup.motes}
        onDice={(excellencyDice) => choose({ excellencyDice })}
        pool={options.motePool}
        mute={options.mute}
        set={set}
        resources={resources}
        testId={testId}
      />
      {!stuntless && (
        <>
          <Caption>Stunt</Caption>
          <StuntToggle
            value={choices.stunt}
            onChange={(stunt) => choose({ stunt })}
            testId={testId}
          />
          <Typography variant="body2" color="text.secondary" data-testid={`${testId}-stunt-text`}>
            {stuntText(choices.stunt)}
          </Typography>
        </>
      )}
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
      <Caption>Other automatic successes</Caption>
      <AmountStepper
        label="Successes"
        value={choices.extraSuccesses}
        onChange={(extraSuccesses) => choose({ extraSuccesses })}
        min={0}
        max={99}
        steps={[-1, 1]}
        testId={`${testId}-extra-successes`}
      />
    </>
  )
}
