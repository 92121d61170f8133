import {
  CRASH_RECOVERY_TURNS,
  combatantKey,
  isCrashed,
  MOST_MOUNT_SPEED_BONUS,
  parseCombatantKey,
  takenForm,
} from '@loom/core'
import AttackIcon from '@mui/icons-material/GpsFixed'
import GrappleIcon from '@mui/icons-material/SportsKabaddi'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import { useState } from 'react'
import type { Id } from '../api/types.ts'
import { DebouncedNumberField } from '../sheet/inputs/DebouncedNumberField.tsx'
import { type CombatantRow, saveCombatant, selectCanEdit } from '../store/chronicles/index.ts'
import { isItemKind, kindOfType } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { CardPortrait } from '../widgets/Portrait.tsx'
import { CombatActorPoisonsDialog } from './CombatActorPoisonsDialog.tsx'
import { CombatantName } from './CombatantName.tsx'
import { CombatantSummary } from './CombatantSummary.tsx'
import { CrashDialog } from './CrashDialog.tsx'
import { useCombatantFigures } from './use-combatant-figures.ts'

type Run = (path: string, body: Record<string, unknown>, done: string) => Promise<boolean>

const INITIATIVE_LIMIT = 100_000

/** A chip whose long label wraps on a narrow card. */
const WRAPPING_CHIP = {
  alignSelf: 'flex-start',
  height: 'auto',
  py: 0.5,
  '& .MuiChip-label': { whiteSpace: 'normal' },
} as const

/**
 * One combatant in the fight: Initiative (a fall to 0 or below asks who crashed them),
 * "Acted this round?", mounted or on foot, onslaught, crash state, a grapple (holding with its rounds of control,
 * or held), resources and defences, attacking (or the grapple's actions), and leaving combat.
 * Controls are live only for those who may edit the combatant.
 */
export function CombatCard({
  chronicleId,
  combatant,
  everyone,
  isNext,
  run,
  onAttack,
  onGrapple,
}: {
  chronicleId: Id
  combatant: CombatantRow
  everyone: readonly CombatantRow[]
  isNext: boolean
  run: Run
  /** Opens the attack dialog with this combatant attacking. */
  onAttack: () => void
  /** Opens the grapple dialog with this combatant acting: as the controller, or the one held. */
  onGrapple: (role: 'controller' | 'held') => void
}) {
  const { kind, row } = combatant
  const figures = useCombatantFigures(kind, row)
  const editable = useAppSelector((state) => selectCanEdit(state, chronicleId, row))
  const dispatch = useAppDispatch()
  const [crashAt, setCrashAt] = useState<number | null>(null)
  const [editingPoisons, setEditingPoisons] = useState(false)
  // The box follows the click at once; the server's answer (or its refusal) settles it.
  const [acting, setActing] = useState<boolean | null>(null)
  const ref = { type: kind, id: combatant.id }
  const testId = `combat-card-${kind}-${combatant.id}`
  // A combat copy has no portrait of its own.
  const storeKind = kindOfType(kind)
  const portraitKind = storeKind && isItemKind(storeKind) ? storeKind : null
  const crashed = isCrashed(combatant)
  const form = kind === 'character' && Array.isArray(row.effects) ? takenForm(row.effects) : null
  const crashedBy = parseCombatantKey(combatant.crashed_by)
  const crasher =
    crashedBy &&
    everyone.find((other) => other.kind === crashedBy.kind && other.id === crashedBy.id)
  const named = (key: string) => {
    const ref = parseCombatantKey(key)
    return ref && everyone.find((other) => other.kind === ref.kind && other.id === ref.id)
  }
  // A grapple shows when both sides say so (a side that left combat let go).
  const holding = named(combatant.grappling)
  const heldBy = named(combatant.grappled_by)
  const holds = holding && holding.grappled_by === combatantKey(combatant) ? holding : null
  const holder = heldBy && heldBy.grappling === combatantKey(combatant) ? heldBy : null
  const rounds = combatant.control_rounds

  const setInitiative = (initiative: number) => {
    if (initiative === combatant.initiative) return
    if (initiative <= 0 && !crashed) {
      setCrashAt(initiative)
      return
    }
    void run(
      'combat/initiative',
      { combatant: ref, initiative },
      `${combatant.name}: Initiative ${initiative}`,
    )
  }
  const save = (changes: Record<string, unknown>) =>
    void dispatch(saveCombatant(kind, combatant.id, changes))

  return (
    <Paper
      component="article"
      aria-label={combatant.name}
      sx={{
        p: 2,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        outline: isNext ? '2px solid' : 'none',
        outlineColor: 'secondary.main',
      }}
      data-testid={testId}
      data-acted={combatant.has_acted}
      data-crashed={crashed}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {portraitKind && <CardPortrait kind={portraitKind} item={row} />}
        <CombatantName
          kind={kind}
          row={row}
          subtitle={figures.subtitle}
          dimmed={combatant.has_acted}
          testId={testId}
        />
        {isNext && (
          <Chip size="small" color="secondary" label="Next up" data-testid={`${testId}-next`} />
        )}
      </Box>
      {form && (
        <Chip
          size="small"
          variant="outlined"
          label={`In ${form.name}`}
          sx={{ alignSelf: 'flex-start' }}
          data-testid={`${testId}-form`}
        />
      )}
      {crashed && (
        <Chip
          color="error"
          variant="outlined"
          sx={WRAPPING_CHIP}
          label={`Crashed${crasher ? ` by ${crasher.name}` : ''} · turn ${combatant.crash_turns} of ${CRASH_RECOVERY_TURNS} in crash`}
          data-testid={`${testId}-crash`}
        />
      )}
      {holds && (
        <Chip
          color="warning"
          variant="outlined"
          icon={<GrappleIcon />}
          sx={WRAPPING_CHIP}
          label={`Holding ${holds.name} · ${rounds} round${rounds === 1 ? '' : 's'} of control${
            combatant.grapple_restrained ? ' · restrained' : ''
          }`}
          data-testid={`${testId}-grappling`}
          data-rounds={rounds}
        />
      )}
      {holder && (
        <Chip
          color="warning"
          icon={<GrappleIcon />}
          sx={WRAPPING_CHIP}
          label={`Held by ${holder.name}${holder.grapple_restrained ? ' · restrained' : ''}`}
          data-testid={`${testId}-held`}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <DebouncedNumberField
          label="Initiative"
          size="small"
          value={combatant.initiative}
          min={-INITIATIVE_LIMIT}
          max={INITIATIVE_LIMIT}
          disabled={!editable}
          onCommit={setInitiative}
          sx={{ width: 100 }}
          testId={`${testId}-initiative`}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={acting ?? combatant.has_acted}
              disabled={!editable || acting !== null}
              onChange={(event) => {
                const acted = event.target.checked
                setActing(acted)
                void run(
                  'combat/acted',
                  { combatant: ref, acted },
                  `${combatant.name} ${acted ? 'acted' : 'has not acted'}`,
                ).finally(() => setActing(null))
              }}
              slotProps={{ input: { 'data-testid': `${testId}-acted` } as object }}
            />
          }
          label="Acted this round?"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={combatant.mounted}
              disabled={!editable}
              onChange={(event) => save({ mounted: event.target.checked })}
              slotProps={{ input: { 'data-testid': `${testId}-mounted` } as object }}
            />
          }
          label="Mounted"
        />
        {kind === 'character' && combatant.mounted && (
          <DebouncedNumberField
            label="Mount speed"
            size="small"
            value={Number(row.mount_speed_bonus ?? 0)}
            min={0}
            max={MOST_MOUNT_SPEED_BONUS}
            disabled={!editable}
            onCommit={(mount_speed_bonus) => save({ mount_speed_bonus })}
            sx={{ width: 110 }}
            testId={`${testId}-mount-speed`}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <DebouncedNumberField
          label="Onslaught"
          size="small"
          value={combatant.onslaught}
          min={0}
          max={100}
          disabled={!editable}
          onCommit={(onslaught) => save({ onslaught })}
          sx={{ width: 100 }}
          testId={`${testId}-onslaught`}
        />
        <Button
          size="small"
          variant="outlined"
          disabled={!editable}
          onClick={() => save({ onslaught: combatant.onslaught + 1 })}
          data-testid={`${testId}-onslaught-plus`}
        >
          +1
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!editable || combatant.onslaught === 0}
          onClick={() => save({ onslaught: 0 })}
          data-testid={`${testId}-onslaught-clear`}
        >
          =0
        </Button>
      </Box>
      <CombatantSummary
        kind={kind}
        row={row}
        figures={figures}
        save={editable ? save : undefined}
        testId={testId}
      />
      {editable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
          {holds ? (
            <Button
              size="small"
              variant="contained"
              color="warning"
              startIcon={<GrappleIcon />}
              onClick={() => onGrapple('controller')}
              data-testid={`${testId}-grapple`}
            >
              Grapple
            </Button>
          ) : (
            <Button
              size="small"
              variant="contained"
              startIcon={<AttackIcon />}
              onClick={onAttack}
              data-testid={`${testId}-attack`}
            >
              Attack
            </Button>
          )}
          {holder && (
            <Button
              size="small"
              variant="outlined"
              color="warning"
              disabled={holder.grapple_restrained}
              onClick={() => onGrapple('held')}
              data-testid={`${testId}-escape`}
            >
              Escape
            </Button>
          )}
          <Button
            size="small"
            onClick={() =>
              void run('combat/leave', { combatant: ref }, `${combatant.name} left combat`)
            }
            data-testid={`${testId}-leave`}
          >
            Remove from Combat
          </Button>
          {kind === 'combat_actor' && (
            <Button
              size="small"
              onClick={() => setEditingPoisons(true)}
              data-testid={`${testId}-poisons`}
            >
              Poisons
            </Button>
          )}
        </Box>
      )}
      {editingPoisons && (
        <CombatActorPoisonsDialog actor={row} onClose={() => setEditingPoisons(false)} />
      )}
      {crashAt !== null && (
        <CrashDialog
          target={combatant}
          initiative={crashAt}
          attackers={everyone.filter(
            (other) => other.in_combat && combatantKey(other) !== combatantKey(combatant),
          )}
          onClose={() => setCrashAt(null)}
          onCrash={async (attacker) => {
            await run(
              'combat/initiative',
              {
                combatant: ref,
                initiative: crashAt,
                attacker: attacker && { type: attacker.kind, id: attacker.id },
              },
              `${combatant.name} crashed`,
            )
          }}
        />
      )}
    </Paper>
  )
}
