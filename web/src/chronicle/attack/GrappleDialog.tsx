import {
  ATTACK_KINDS,
  type AttackAnswer,
  type AttackKind,
  GRAPPLE_ATTACKS,
  type GrappleAction,
  holds,
  RESTRAIN_ROUNDS,
  THROW_DICE,
} from '@loom/core'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, useState } from 'react'
import type { Id } from '../../api/types.ts'
import { DiceDialogFrame } from '../../dice/DiceDialogFrame.tsx'
import { Caption } from '../../dice/RollChoiceControls.tsx'
import { type CombatantRow, makeGrappleAction } from '../../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { ExclusiveToggle } from '../../widgets/ExclusiveToggle.tsx'
import { LabelledSelect } from '../../widgets/LabelledSelect.tsx'
import { useSubmitting } from '../../widgets/use-submitting.ts'
import { AttackResult } from './AttackResult.tsx'
import { fighterFromStore } from './combatant-fighter.ts'

const CONTROLLER_ACTIONS: readonly GrappleAction[] = [
  'savage',
  'throw',
  'restrain',
  'drag',
  'release',
]

const LABELS: Readonly<Record<GrappleAction, string>> = {
  savage: 'Savage',
  throw: 'Throw',
  restrain: 'Restrain',
  drag: 'Drag',
  release: 'Release',
  escape: 'Escape',
}

/** What each action does, as docs/rules.md tells it. */
function explanation(action: GrappleAction, rounds: number, attack: AttackKind): string {
  switch (action) {
    case 'savage':
      return 'An attack at Defence 0; spends a round of control.'
    case 'throw': {
      const extra = Math.max(0, rounds - 1) * THROW_DICE[attack]
      return `An attack at Defence 0 that ends the grapple and leaves them prone: +${extra} dice for the rounds of control given up${attack === 'decisive' ? ', bashing damage' : ''}.`
    }
    case 'restrain':
      return `Holds them still: they may not act nor escape until you act again. Spends ${RESTRAIN_ROUNDS} rounds of control.`
    case 'drag':
      return `Moves with them in your grip, restraining them. Spends ${RESTRAIN_ROUNDS} rounds of control.`
    case 'release':
      return 'Lets them go, without a roll or a turn.'
    case 'escape':
      return 'Your Strength + Brawl against the holder’s: win and you go free. Takes your turn.'
  }
}

interface Props {
  chronicleId: Id
  controller: CombatantRow
  held: CombatantRow
  /** Who acts: the controller (savage … release) or the one held (escape). */
  role: 'controller' | 'held'
  fighting: readonly CombatantRow[]
  onClose: () => void
}

/**
 * A grapple's actions from the initiative tracker: the controller savages, throws, restrains,
 * drags or releases the one it holds; the one held tries to escape. The server rolls and
 * applies it (POST …/combat/grapple) and the result shows here, as an attack's does.
 */
export default function GrappleDialog({
  chronicleId,
  controller,
  held,
  role,
  fighting,
  onClose,
}: Props) {
  const testId = 'grapple-dialog'
  const dispatch = useAppDispatch()
  const tables = useAppSelector((state) => state.entities.current.byKind)
  const fighter = useMemo(
    () => fighterFromStore(tables, controller.kind, controller.row),
    [tables, controller.kind, controller.row],
  )
  const actions = role === 'held' ? (['escape'] as const) : CONTROLLER_ACTIONS
  const [action, setAction] = useState<GrappleAction>(actions[0] ?? 'escape')
  const [attack, setAttack] = useState<AttackKind>('withering')
  const [weaponId, setWeaponId] = useState<number | null>(fighter?.attacks[0]?.id ?? null)
  const [answer, setAnswer] = useState<AttackAnswer | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const { busy, submitting } = useSubmitting()
  const content = useRef<HTMLDivElement>(null)
  const attacks = GRAPPLE_ATTACKS.includes(action)
  const nameOf = (type: string, id: number) =>
    fighting.find((one) => one.kind === type && one.id === id)?.name ?? `${type} ${id}`
  const rounds = controller.control_rounds
  // The dialog stays open on its result when the grapple ends, with nothing left to do.
  const lasting = holds(controller, held)
  const problem = !lasting
    ? 'The grapple has ended.'
    : attacks && weaponId === null
      ? `${controller.name} has no weapon or attack to use.`
      : null
  const actor = role === 'held' ? held : controller

  const act = () =>
    submitting(async () => {
      setRefusal(null)
      const outcome = await dispatch(
        makeGrappleAction(chronicleId, {
          controller: { type: controller.kind, id: controller.id },
          held: { type: held.kind, id: held.id },
          action,
          ...(attacks && weaponId !== null ? { attack, weapon_id: weaponId } : {}),
        }),
      )
      if (outcome.error !== undefined) {
        setRefusal(outcome.error)
        return
      }
      setAnswer(outcome.answer)
      content.current?.scrollTo({ top: 0 })
    })

  return (
    <DiceDialogFrame
      title="Grapple"
      subtitle={
        lasting
          ? `${controller.name} holds ${held.name} · ${rounds} round${rounds === 1 ? '' : 's'} of control`
          : `${controller.name} no longer holds ${held.name}`
      }
      outcome={
        answer && <AttackResult answer={answer} nameOf={nameOf} testId={`${testId}-result`} />
      }
      problem={problem}
      refusal={refusal}
      action="Acting"
      submitLabel={LABELS[action]}
      onSubmit={act}
      onClose={onClose}
      busy={busy}
      contentRef={content}
      testId={testId}
    >
      <Caption>{`${actor.name}'s action`}</Caption>
      <ExclusiveToggle
        value={action}
        options={actions}
        labelOf={(one) => LABELS[one]}
        onChange={setAction}
        ariaLabel="Grapple action"
        testId={`${testId}-action`}
        wrap
      />
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-explanation`}>
        {explanation(action, rounds, attack)}
      </Typography>
      {attacks && (
        <>
          <Caption>Attack</Caption>
          <ExclusiveToggle
            value={attack}
            options={ATTACK_KINDS}
            labelOf={(kind) => (kind === 'withering' ? 'Withering' : 'Decisive')}
            onChange={setAttack}
            ariaLabel="Withering or decisive"
            testId={`${testId}-kind`}
          />
          <LabelledSelect
            label="Weapon"
            value={weaponId === null ? '' : String(weaponId)}
            onChange={(value) => setWeaponId(Number(value))}
            testId={`${testId}-weapon`}
          >
            {(fighter?.attacks ?? []).map((weapon) => (
              <MenuItem key={weapon.id} value={String(weapon.id)}>
                {weapon.name}
              </MenuItem>
            ))}
          </LabelledSelect>
        </>
      )}
    </DiceDialogFrame>
  )
}
