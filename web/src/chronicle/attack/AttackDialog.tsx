import {
  ATTACK_KINDS,
  type AttackAnswer,
  combatantKey,
  DEFENCE_CHOICES,
  type DefenceChoice,
  GAMBITS,
  type Gambit,
  gambitTerms,
  type RangeBand,
} from '@loom/core'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, useState } from 'react'
import { shallowEqual } from 'react-redux'
import type { Id } from '../../api/types.ts'
import { DiceDialogFrame } from '../../dice/DiceDialogFrame.tsx'
import { Caption } from '../../dice/RollChoiceControls.tsx'
import { selectRollerResources } from '../../dice/roller-resources.ts'
import {
  type CombatantRow,
  makeAttack,
  selectCanEdit,
  selectIsStoryteller,
} from '../../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { DialogButtons } from '../../widgets/DialogButtons.tsx'
import { LabelledSelect } from '../../widgets/LabelledSelect.tsx'
import { useSubmitting } from '../../widgets/use-submitting.ts'
import { AttackBoostFields } from './AttackBoostFields.tsx'
import { AttackPreviewBox } from './AttackPreviewBox.tsx'
import { AttackResult } from './AttackResult.tsx'
import {
  type AttackChoices,
  attackPreview,
  attackRequestBody,
  decisiveRefusal,
  initialChoices,
  reachableBands,
} from './attack-plan.ts'
import { fighterFromStore } from './combatant-fighter.ts'

const DEFENCE_LABELS: Readonly<Record<DefenceChoice, string>> = {
  best: 'Best',
  evasion: 'Evasion',
  parry: 'Parry',
}

const GAMBIT_NAMES: Readonly<Record<Gambit, string>> = {
  grapple: 'Grapple',
  disarm: 'Disarm',
  distract: 'Distract',
  knockdown: 'Knockdown',
  unhorse: 'Unhorse',
}

interface Props {
  chronicleId: Id
  attacker: CombatantRow
  /** Everyone in the fight; the attacker's targets are the others. */
  fighting: readonly CombatantRow[]
  onClose: () => void
}

/**
 * An attack from the initiative tracker: the target, withering or decisive (above 0
 * Initiative), the weapon or qc attack, its range, the Defence, and what the attacker adds.
 * The pool and the target's Defence show as Loom computes them; Attack sends it to the server,
 * which rolls and applies it, and the result (rolls, damage, Initiative, crash, Shift) shows here.
 */
export default function AttackDialog({ chronicleId, attacker, fighting, onClose }: Props) {
  const testId = 'attack-dialog'
  const dispatch = useAppDispatch()
  const tables = useAppSelector((state) => state.entities.current.byKind)
  const roller = { kind: attacker.kind, id: attacker.id, name: attacker.name, chronicleId }
  const resources = useAppSelector((state) => selectRollerResources(state, roller), shallowEqual)
  const targets = fighting.filter((other) => combatantKey(other) !== combatantKey(attacker))
  const [targetKey, setTargetKey] = useState(targets[0] ? combatantKey(targets[0]) : '')
  const target = targets.find((other) => combatantKey(other) === targetKey) ?? null
  // The Defence is the defender's: only its owner or the storyteller chooses or changes it.
  const defends = useAppSelector((state) => selectCanEdit(state, chronicleId, target?.row))
  const storyteller = useAppSelector((state) => selectIsStoryteller(state, chronicleId))
  const player = useAppSelector((state) => state.session.id)
  const attackerFighter = useMemo(
    () => fighterFromStore(tables, attacker.kind, attacker.row),
    [tables, attacker.kind, attacker.row],
  )
  const targetFighter = useMemo(
    () => target && fighterFromStore(tables, target.kind, target.row),
    [tables, target],
  )
  const [choices, setChoices] = useState<AttackChoices | null>(
    () => attackerFighter && initialChoices(attackerFighter, resources),
  )
  const [answer, setAnswer] = useState<AttackAnswer | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const { busy, submitting } = useSubmitting()
  const content = useRef<HTMLDivElement>(null)

  if (attackerFighter === null || choices === null) {
    return (
      <Dialog open onClose={onClose} data-testid={testId}>
        <DialogContent>
          <Alert severity="info">{attacker.name}'s stat block is not shared with you.</Alert>
        </DialogContent>
        <DialogButtons
          onCancel={onClose}
          cancelLabel="Close"
          onSubmit={onClose}
          submitLabel="OK"
          cancelTestId={`${testId}-close`}
          submitTestId={`${testId}-ok`}
        />
      </Dialog>
    )
  }

  // An attack on someone else's combatant is never hidden from the storyteller (the server
  // refuses it), so only the storyteller, or an attacker of their own combatant, may keep it private.
  const mayHide = storyteller || (target !== null && target.row.player_id === player)
  const terms = {
    ...choices,
    ...(defends ? {} : { defence: 'best' as const, parryWeaponId: null, unexpected: false }),
    ...(mayHide || choices.visibility !== 'private' ? {} : { visibility: null }),
  }
  const preview = attackPreview(attackerFighter, targetFighter, terms, resources)
  const problem = target === null ? 'There is nobody else in the fight to attack.' : preview.problem
  const choose = (changes: Partial<AttackChoices>) => setChoices({ ...choices, ...changes })
  const bands = reachableBands(preview.attack)
  const parries = targetFighter?.parries.filter((parry) => parry.weapon_id !== null) ?? []
  const decisiveRefused = decisiveRefusal(attackerFighter)
  const nameOf = (type: string, id: number) =>
    fighting.find((one) => one.kind === type && one.id === id)?.name ?? `${type} ${id}`

  const attack = () =>
    submitting(async () => {
      if (target === null) return
      setRefusal(null)
      const body = attackRequestBody(
        { type: attacker.kind, id: attacker.id },
        { type: target.kind, id: target.id },
        terms,
        preview,
      )
      const outcome = await dispatch(makeAttack(chronicleId, body))
      if (outcome.error !== undefined) {
        setRefusal(
          outcome.status === 429
            ? `Too many requests: ${outcome.error} Wait a moment and attack again.`
            : outcome.error,
        )
        return
      }
      setAnswer(outcome.answer)
      // A decisive attack spends the Initiative it needs: the next one starts withering again.
      setChoices({
        ...choices,
        excellencyDice: 0,
        stunt: 0,
        willpower: false,
        attack: 'withering',
        gambit: null,
      })
      content.current?.scrollTo({ top: 0 })
    })

  return (
    <DiceDialogFrame
      title="Attack"
      subtitle={`by ${attacker.name} · Initiative ${attackerFighter.initiative}`}
      outcome={
        answer && <AttackResult answer={answer} nameOf={nameOf} testId={`${testId}-result`} />
      }
      problem={problem}
      refusal={refusal}
      action="Attacking"
      submitLabel={answer ? 'Attack again' : 'Attack'}
      onSubmit={attack}
      onClose={onClose}
      busy={busy}
      contentRef={content}
      testId={testId}
    >
      <LabelledSelect
        label="Target"
        value={targetKey}
        onChange={setTargetKey}
        testId={`${testId}-target`}
      >
        {targets.map((other) => (
          <MenuItem
            key={combatantKey(other)}
            value={combatantKey(other)}
            data-testid={`${testId}-target-${other.kind}-${other.id}`}
          >
            {other.name} (Initiative {other.initiative})
          </MenuItem>
        ))}
      </LabelledSelect>
      <Caption>Attack</Caption>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choices.attack}
        onChange={(_event, kind) => kind && choose({ attack: kind })}
        aria-label="Withering or decisive"
        data-testid={`${testId}-kind`}
      >
        {ATTACK_KINDS.map((kind) => (
          <ToggleButton
            key={kind}
            value={kind}
            disabled={kind === 'decisive' && decisiveRefused !== null}
            data-testid={`${testId}-kind-${kind}`}
          >
            {kind === 'withering' ? 'Withering' : 'Decisive'}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choices.attack === 'decisive' && (
        <LabelledSelect
          label="Gambit"
          value={choices.gambit ?? ''}
          onChange={(value) => choose({ gambit: value === '' ? null : (value as Gambit) })}
          testId={`${testId}-gambit`}
        >
          <MenuItem value="">None: a decisive attack for damage</MenuItem>
          {GAMBITS.map((gambit) => (
            <MenuItem key={gambit} value={gambit} data-testid={`${testId}-gambit-${gambit}`}>
              {GAMBIT_NAMES[gambit]} (difficulty{' '}
              {gambitTerms(gambit, preview.attack?.tags ?? []).difficulty})
            </MenuItem>
          ))}
        </LabelledSelect>
      )}
      {decisiveRefused && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-no-decisive`}>
          {decisiveRefused}
        </Typography>
      )}
      <LabelledSelect
        label="Weapon"
        value={choices.weaponId === null ? '' : String(choices.weaponId)}
        onChange={(value) => choose({ weaponId: Number(value), range: null })}
        testId={`${testId}-weapon`}
      >
        {attackerFighter.attacks.map((weapon) => (
          <MenuItem
            key={weapon.id}
            value={String(weapon.id)}
            data-testid={`${testId}-weapon-${weapon.id}`}
          >
            {weapon.name}
          </MenuItem>
        ))}
      </LabelledSelect>
      {bands.length > 0 && (
        <LabelledSelect
          label="Range"
          value={choices.range ?? ''}
          onChange={(value) => choose({ range: value === '' ? null : (value as RangeBand) })}
          testId={`${testId}-range`}
        >
          <MenuItem value="">Short, or close when it cannot reach short</MenuItem>
          {bands.map((band) => (
            <MenuItem key={band} value={band} data-testid={`${testId}-range-${band}`}>
              {band[0]?.toUpperCase()}
              {band.slice(1)}
            </MenuItem>
          ))}
        </LabelledSelect>
      )}
      <Caption>{target ? `${target.name}'s Defence` : 'Defence'}</Caption>
      {!defends && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-defence-theirs`}>
          Its best Defence: its player or the storyteller chooses another.
        </Typography>
      )}
      {defends && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={choices.defence}
            onChange={(_event, defence) => defence && choose({ defence, parryWeaponId: null })}
            aria-label="Defence"
            data-testid={`${testId}-defence`}
          >
            {DEFENCE_CHOICES.map((defence) => (
              <ToggleButton
                key={defence}
                value={defence}
                data-testid={`${testId}-defence-${defence}`}
              >
                {DEFENCE_LABELS[defence]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
      {defends && (
        <FormControlLabel
          sx={{ display: 'flex' }}
          control={
            <Checkbox
              checked={choices.unexpected}
              onChange={(event) => choose({ unexpected: event.target.checked })}
              slotProps={{ input: { 'data-testid': `${testId}-unexpected` } as object }}
            />
          }
          label="Unexpected: it did not see the attack coming (Defence 0)"
        />
      )}
      {terms.defence === 'parry' && parries.length > 1 && (
        <LabelledSelect
          label="Parry with"
          value={choices.parryWeaponId === null ? '' : String(choices.parryWeaponId)}
          onChange={(value) => choose({ parryWeaponId: value === '' ? null : Number(value) })}
          testId={`${testId}-parry-weapon`}
        >
          <MenuItem value="">The best Parry</MenuItem>
          {parries.map((parry) => (
            <MenuItem key={parry.weapon_id} value={String(parry.weapon_id)}>
              {parry.name} ({parry.value})
            </MenuItem>
          ))}
        </LabelledSelect>
      )}
      <AttackPreviewBox preview={preview} testId={testId} />
      <AttackBoostFields
        choices={terms}
        mayHide={mayHide}
        choose={choose}
        preview={preview}
        resources={resources}
        testId={testId}
      />
    </DiceDialogFrame>
  )
}
