import {
  JOIN_BATTLE_BONUS,
  NO_CHOICES,
  type RollChoices,
  type RollRecord,
  type RollRequestBody,
  rollSetup,
} from '@loom/core'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { shallowEqual } from 'react-redux'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { makeRoll } from '../store/rolls/index.ts'
import { useSubmitting } from '../widgets/use-submitting.ts'
import { DiceDialogFrame } from './DiceDialogFrame.tsx'
import { RollChoicesFields } from './RollChoicesFields.tsx'
import { RollOutcome } from './RollOutcome.tsx'
import { RollSettingsFields } from './RollSettingsFields.tsx'
import { presetBasis, type RollPreset } from './roll-preset.ts'
import { defaultOptions, type RollOptions, rollProblem, rollRequest } from './roll-request.ts'
import type { Roller } from './roller.ts'
import { selectRollerResources } from './roller-resources.ts'
import { setupSummary } from './setup-summary.ts'

export interface RollDialogProps {
  roller: Roller
  preset: RollPreset
  onClose: () => void
  /** Above the roll's settings: the attribute and ability pickers of a trait roll. */
  header?: ReactNode
  /** A social action's target and Intimacy, sent with the roll (see SocialRollDialog). */
  influence?: RollRequestBody['roll']['influence']
  /** The roll waits for `influence` (a social roll needs its target). */
  requireInfluence?: boolean
  testId?: string
}

/**
 * The roll dialog, prefilled from the sheet: the pool (penalties applied), excellency dice
 * up to the cap with their motes, the stunt, Willpower's success, the game's target number
 * and doubles. Roll sends it to the server, which rolls, takes what it spends from the
 * roller in the same action, and logs it; the result shows here, ready to roll again.
 */
export default function RollDialog({
  roller,
  preset,
  onClose,
  header,
  influence = null,
  requireInfluence = false,
  testId = 'roll-dialog',
}: RollDialogProps) {
  const dispatch = useAppDispatch()
  const resources = useAppSelector((state) => selectRollerResources(state, roller), shallowEqual)
  const inChronicle = roller.chronicleId !== null
  const [choices, setChoices] = useState<RollChoices>(NO_CHOICES)
  const [options, setOptions] = useState(() => defaultOptions(preset, resources, inChronicle))
  const [result, setResult] = useState<RollRecord | null>(null)
  const { busy, submitting } = useSubmitting()
  const content = useRef<HTMLDivElement>(null)
  // A trait roll's label follows the traits picked.
  useEffect(() => setOptions((current) => ({ ...current, label: preset.label })), [preset.label])

  const setup = rollSetup(presetBasis(preset), choices)
  const problem =
    requireInfluence && influence === null
      ? 'Choose whom the roll is aimed at.'
      : rollProblem(setup, options, resources)
  const choose = (changes: Partial<RollChoices>) => setChoices({ ...choices, ...changes })
  const set = (changes: Partial<RollOptions>) => setOptions({ ...options, ...changes })
  const roll = () =>
    submitting(async () => {
      const record = await dispatch(
        makeRoll(roller.chronicleId, {
          ...rollRequest(roller, preset, setup, options),
          ...(influence ? { influence } : {}),
        }),
      )
      if (record) {
        setResult(record)
        content.current?.scrollTo({ top: 0 })
      }
    })

  return (
    <DiceDialogFrame
      title={`Roll ${preset.label}`}
      subtitle={`for ${roller.name}${inChronicle ? '' : ' (personal roll)'}`}
      outcome={result && <RollOutcome roll={result} testId={`${testId}-result`} />}
      problem={problem}
      action="Rolling"
      submitLabel={result ? 'Roll again' : 'Roll'}
      onSubmit={roll}
      onClose={onClose}
      busy={busy}
      contentRef={content}
      testId={testId}
    >
      {header}
      <TextField
        label="Label"
        size="small"
        fullWidth
        margin="dense"
        value={options.label}
        onChange={(event) => set({ label: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `${testId}-label` } }}
      />
      <RollChoicesFields
        preset={preset}
        setup={setup}
        choices={choices}
        choose={choose}
        options={options}
        set={set}
        resources={resources}
        testId={testId}
      />
      {preset.joinBattle && inChronicle && (
        <FormControlLabel
          control={
            <Checkbox
              checked={options.joinBattle}
              onChange={(event) => set({ joinBattle: event.target.checked })}
              slotProps={{ input: { 'data-testid': `${testId}-join-battle` } as object }}
            />
          }
          label={`Join combat with Initiative = successes + ${JOIN_BATTLE_BONUS}`}
        />
      )}
      <RollSettingsFields options={options} set={set} inChronicle={inChronicle} testId={testId} />
      <Typography sx={{ mt: 1, fontWeight: 500 }} data-testid={`${testId}-summary`}>
        {setupSummary(setup, options)}
      </Typography>
    </DiceDialogFrame>
  )
}
