import {
  INTIMACY_STANCES,
  SOCIAL_ACTION_DEFINITIONS,
  SOCIAL_ACTIONS,
  type SocialAction,
  type SocialTarget,
  type SocialTargetKind,
  socialTargetOf,
} from '@loom/core'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { type CharacterView, selectCharacterView } from '../character/character-view.ts'
import { traitRollDetail } from '../character/trait-roll-detail.ts'
import type { QcRow } from '../qc/qc-rows.ts'
import { useQcDetails } from '../qc/use-qc-details.ts'
import { fetchChronicle, selectChronicleItems } from '../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectItem } from '../store/selectors.ts'
import { LabelledSelect } from '../widgets/LabelledSelect.tsx'
import RollDialog from './RollDialog.tsx'
import type { RollPreset } from './roll-preset.ts'
import type { Roller } from './roller.ts'
import {
  difficultyText,
  influenceOf,
  type SocialChoice,
  withAppearanceDice,
} from './social-roll.ts'
import { traitRollLabel } from './trait-choices.ts'

const TEST_ID = 'social-roll-dialog'
const NONE = ''

/**
 * A social action from a character's or QC's sheet: the action, whom it is aimed at (a
 * character or QC of the roller's chronicle), the target's Intimacy that helps or hinders it;
 * then the roll dialog with the action's pool (a character's attribute + ability, a QC's action
 * named for it). The server reads the target's Resolve or Guile itself and logs
 * the outcome with the roll.
 */
export default function SocialRollDialog({
  roller,
  onClose,
}: {
  roller: Roller
  onClose: () => void
}) {
  const view = useAppSelector((state) =>
    roller.kind === 'character' ? selectCharacterView(state, roller.id) : undefined,
  )
  const qc = useAppSelector((state) =>
    roller.kind === 'qc' ? (selectItem(state, 'qcs', roller.id) as QcRow | undefined) : undefined,
  )
  if (view) {
    return <SocialRollChooser roller={roller} onClose={onClose} poolFor={characterPool(view)} />
  }
  if (qc) return <QcSocialRoll roller={roller} qc={qc} onClose={onClose} />
  return null
}

/** A QC's social pool: its action named for the social action (a QC has no traits to add). */
function QcSocialRoll({ roller, qc, onClose }: { roller: Roller; qc: QcRow; onClose: () => void }) {
  const details = useQcDetails(qc)
  const poolFor = useCallback<PoolFor>(
    (action, target) => {
      const label = SOCIAL_ACTION_DEFINITIONS[action].label
      const named = Object.entries(details.actions).find(([name]) =>
        name.toLowerCase().includes(label.toLowerCase()),
      )
      const detail = named?.[1]
      const renamed = named !== undefined && named[0].toLowerCase() !== label.toLowerCase()
      const base = renamed ? `${label}: ${named[0]}` : label
      const withTarget = target ? `${base} vs ${target.name}` : base
      return detail
        ? {
            label: withTarget,
            detail: withAppearanceDice(detail, action, details.appearance.total, target),
          }
        : { label: withTarget, pool: 0 }
    },
    [details],
  )
  return <SocialRollChooser roller={roller} onClose={onClose} poolFor={poolFor} />
}

type PoolFor = (action: SocialAction, target: SocialTarget | null) => RollPreset

/** A character's social pool: the action's attribute + ability, as its sheet gives it. */
function characterPool(view: CharacterView): PoolFor {
  return (action, target) => {
    const definition = SOCIAL_ACTION_DEFINITIONS[action]
    const label = `${definition.label}: ${traitRollLabel(definition.roll.attribute, definition.roll.ability)}`
    const detail = traitRollDetail(view, definition.roll)
    return {
      label: target ? `${label} vs ${target.name}` : label,
      detail: withAppearanceDice(detail, action, view.details.appearance.total, target),
    }
  }
}

function SocialRollChooser({
  roller,
  onClose,
  poolFor,
}: {
  roller: Roller
  onClose: () => void
  poolFor: PoolFor
}) {
  const dispatch = useAppDispatch()
  const chronicleId = roller.chronicleId
  const characters = useAppSelector((state) =>
    chronicleId === null ? [] : selectChronicleItems(state, chronicleId, 'characters'),
  )
  const qcs = useAppSelector((state) =>
    chronicleId === null ? [] : selectChronicleItems(state, chronicleId, 'qcs'),
  )
  useEffect(() => {
    if (chronicleId !== null) void dispatch(fetchChronicle(chronicleId)).catch(() => undefined)
  }, [dispatch, chronicleId])
  const [choice, setChoice] = useState<SocialChoice>({
    action: 'persuade',
    targetType: 'qc',
    targetId: null,
    intimacyId: null,
    stance: 'supports',
  })
  const set = (changes: Partial<SocialChoice>) => setChoice({ ...choice, ...changes })
  const candidates = useMemo(
    () => [
      ...characters
        .filter((row) => roller.kind !== 'character' || row.id !== roller.id)
        .map((row) => ({ kind: 'character' as SocialTargetKind, row })),
      ...qcs
        .filter((row) => roller.kind !== 'qc' || row.id !== roller.id)
        .map((row) => ({ kind: 'qc' as SocialTargetKind, row })),
    ],
    [characters, qcs, roller.kind, roller.id],
  )
  const picked = candidates.find(
    (candidate) => candidate.kind === choice.targetType && candidate.row.id === choice.targetId,
  )
  const target = useMemo(
    () => (picked ? socialTargetOf(picked.kind, picked.row as Record<string, unknown>) : null),
    [picked],
  )
  const definition = SOCIAL_ACTION_DEFINITIONS[choice.action]
  const preset = useMemo(() => poolFor(choice.action, target), [poolFor, choice.action, target])
  const targetKey = picked ? `${picked.kind}-${picked.row.id}` : NONE
  const pickers = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <LabelledSelect
          label="Action"
          value={choice.action}
          onChange={(action) => set({ action: action as SocialAction })}
          testId={`${TEST_ID}-action`}
        >
          {SOCIAL_ACTIONS.map((action) => (
            <MenuItem key={action} value={action} data-testid={`social-action-${action}`}>
              {SOCIAL_ACTION_DEFINITIONS[action].label}
            </MenuItem>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label="Target"
          value={targetKey}
          onChange={(key) => {
            const found = candidates.find((c) => `${c.kind}-${c.row.id}` === key)
            if (found) set({ targetType: found.kind, targetId: found.row.id, intimacyId: null })
          }}
          testId={`${TEST_ID}-target`}
        >
          {candidates.length === 0 && (
            <MenuItem value={NONE} disabled>
              No one else in this chronicle
            </MenuItem>
          )}
          {candidates.map(({ kind, row }) => (
            <MenuItem
              key={`${kind}-${row.id}`}
              value={`${kind}-${row.id}`}
              data-testid={`social-target-${kind}-${row.id}`}
            >
              {String(row.name ?? '')}
            </MenuItem>
          ))}
        </LabelledSelect>
      </Box>
      {definition.influence && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <LabelledSelect
            label="Their Intimacy"
            value={choice.intimacyId ?? NONE}
            onChange={(id) => set({ intimacyId: id === NONE ? null : id })}
            testId={`${TEST_ID}-intimacy`}
          >
            <MenuItem value={NONE}>None</MenuItem>
            {(target?.intimacies ?? []).map((intimacy) => (
              <MenuItem
                key={intimacy.id}
                value={intimacy.id}
                data-testid={`social-intimacy-${intimacy.id}`}
              >
                {intimacy.subject}
              </MenuItem>
            ))}
          </LabelledSelect>
          <LabelledSelect
            label="The Intimacy"
            value={choice.stance}
            onChange={(stance) => set({ stance: stance as SocialChoice['stance'] })}
            testId={`${TEST_ID}-stance`}
          >
            {INTIMACY_STANCES.map((stance) => (
              <MenuItem key={stance} value={stance} data-testid={`social-stance-${stance}`}>
                {stance === 'supports' ? 'supports the influence' : 'opposes the influence'}
              </MenuItem>
            ))}
          </LabelledSelect>
        </Box>
      )}
      <Typography variant="body2" data-testid={`${TEST_ID}-difficulty`}>
        {difficultyText(choice, target)}
      </Typography>
    </Box>
  )
  return (
    <RollDialog
      roller={roller}
      preset={preset}
      onClose={onClose}
      header={pickers}
      influence={influenceOf(choice)}
      requireInfluence
      testId={TEST_ID}
    />
  )
}
