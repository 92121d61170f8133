import { combatantKey, roundState, turnOrder } from '@loom/core'
import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import type { Chronicle } from '../api/types.ts'
import { RollProvider } from '../dice/RollProvider.tsx'
import {
  type CombatantRow,
  selectCombatants,
  selectIsStoryteller,
} from '../store/chronicles/index.ts'
import { useAppSelector } from '../store/hooks.ts'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'
import { AddCombatActorDialog } from './AddCombatActorDialog.tsx'
import { AttackHistory } from './attack/AttackHistory.tsx'
import { CombatCard } from './CombatCard.tsx'
import { OutOfCombatCard } from './OutOfCombatCard.tsx'
import { useCombatRun } from './use-combat-run.ts'

// The attack dialog and its rules come with the first attack, not with the page.
const AttackDialog = lazy(() => import('./attack/AttackDialog.tsx'))
const GrappleDialog = lazy(() => import('./attack/GrappleDialog.tsx'))

/**
 * The initiative tracker: who fights, in turn order (ties broken the same way everywhere),
 * who is next up, crash marks, attacks resolved by Loom (and the storyteller's list of them,
 * with undo), and the storyteller's round and combat controls.
 */
export function CombatTab({ chronicle }: { chronicle: Chronicle }) {
  const everyone = useAppSelector((state) => selectCombatants(state, chronicle.id))
  const storyteller = useAppSelector((state) => selectIsStoryteller(state, chronicle.id))
  const { run, snackbar } = useCombatRun(chronicle.id)
  const [ending, setEnding] = useState(false)
  const [adding, setAdding] = useState(false)
  // Kept here, not on the card, so the dialog stays open while the turn order moves cards.
  const [attackerKey, setAttackerKey] = useState<string | null>(null)
  // The grapple the dialog acts in, by its sides' keys, kept as it ends so its result stays.
  const [grappling, setGrappling] = useState<GrappleKeys | null>(null)
  const fighting = turnOrder(everyone)
  const waiting = everyone
    .filter((combatant) => !combatant.in_combat)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
  const round = roundState(everyone)
  const next = round.state === 'turn' ? round.next : null
  const attacker = fighting.find((combatant) => combatantKey(combatant) === attackerKey)
  const grapple = grappleOf(fighting, grappling)
  return (
    // Combatants roll Join Battle from their cards; the dialog opens here.
    <RollProvider roller={null}>
      <Box data-testid="chronicle-combat-tab">
        <Paper
          sx={{
            p: 2,
            mb: 2,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            // Sticky under the app bar where there is room for it; phones scroll it away.
            position: { xs: 'static', sm: 'sticky' },
            top: 64,
            zIndex: 2,
          }}
        >
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }} data-testid="combat-status">
            {round.state === 'no-combat'
              ? 'No characters are in combat'
              : round.state === 'round-over'
                ? 'Round over!'
                : `Current Initiative: ${round.initiative}  ·  Next up: ${round.next.name}`}
          </Typography>
          {storyteller && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => setAdding(true)}
                data-testid="combat-add-actor"
              >
                Combat copy
              </Button>
              <Button
                variant="contained"
                disabled={fighting.length === 0}
                onClick={() => void run('combat/next_round', {}, 'New round')}
                data-testid="combat-next-round"
              >
                Next Round
              </Button>
              <Button
                color="error"
                variant="outlined"
                disabled={fighting.length === 0}
                onClick={() => setEnding(true)}
                data-testid="combat-end"
              >
                End Combat
              </Button>
            </Box>
          )}
        </Paper>
        <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }} testId="combat-in">
          {fighting.map((combatant) => (
            <CombatCard
              key={`${combatant.kind}-${combatant.id}`}
              chronicleId={chronicle.id}
              combatant={combatant}
              everyone={everyone}
              isNext={next !== null && next.kind === combatant.kind && next.id === combatant.id}
              run={run}
              onAttack={() => setAttackerKey(combatantKey(combatant))}
              onGrapple={(role) => setGrappling(grappleKeys(combatant, role))}
            />
          ))}
        </CardGrid>
        {attacker && (
          <Suspense fallback={null}>
            <AttackDialog
              chronicleId={chronicle.id}
              attacker={attacker}
              fighting={fighting}
              onClose={() => setAttackerKey(null)}
            />
          </Suspense>
        )}
        {grapple && (
          <Suspense fallback={null}>
            <GrappleDialog
              chronicleId={chronicle.id}
              controller={grapple.controller}
              held={grapple.held}
              role={grapple.role}
              fighting={fighting}
              onClose={() => setGrappling(null)}
            />
          </Suspense>
        )}
        <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
          Out of Combat
        </Typography>
        {waiting.length === 0 ? (
          <Typography color="text.secondary" data-testid="combat-out-none">
            Everyone is in the fight.
          </Typography>
        ) : (
          <CardGrid columns={{ xs: 2, sm: 3, lg: 4 }} testId="combat-out">
            {waiting.map((combatant: CombatantRow) => (
              <OutOfCombatCard
                key={`${combatant.kind}-${combatant.id}`}
                chronicleId={chronicle.id}
                combatant={combatant}
                run={run}
              />
            ))}
          </CardGrid>
        )}
        {storyteller && <AttackHistory chronicleId={chronicle.id} />}
        <ConfirmDialog
          open={ending}
          onClose={() => setEnding(false)}
          title="End the combat?"
          confirmLabel="End Combat"
          onConfirm={async () => {
            if (!(await run('combat/end_combat', {}, 'Combat ended'))) throw new Error('failed')
          }}
          testId="end-combat-dialog"
        >
          Everyone leaves combat with no onslaught, crash or acted mark. You can undo this straight
          afterwards.
        </ConfirmDialog>
        {adding && (
          <AddCombatActorDialog chronicleId={chronicle.id} onClose={() => setAdding(false)} />
        )}
        {snackbar}
      </Box>
    </RollProvider>
  )
}

function CardGrid({
  columns,
  children,
  testId,
}: {
  columns: { xs: number; sm: number; lg: number }
  children: React.ReactNode
  testId: string
}) {
  const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: repeat(columns.xs),
          sm: repeat(columns.sm),
          lg: repeat(columns.lg),
        },
      }}
    >
      {children}
    </Box>
  )
}

interface GrappleKeys {
  readonly controller: string
  readonly held: string
  readonly role: 'controller' | 'held'
}

/** The grapple `combatant` is in, as the controller or the one held. */
function grappleKeys(combatant: CombatantRow, role: GrappleKeys['role']): GrappleKeys {
  const own = combatantKey(combatant)
  return role === 'controller'
    ? { controller: own, held: combatant.grappling, role }
    : { controller: combatant.grappled_by, held: own, role }
}

/** The two sides of the grapple the dialog acts in, while both are in the fight. */
function grappleOf(fighting: readonly CombatantRow[], keys: GrappleKeys | null) {
  if (keys === null) return null
  const find = (key: string) => fighting.find((combatant) => combatantKey(combatant) === key)
  const controller = find(keys.controller)
  const held = find(keys.held)
  return controller && held ? { controller, held, role: keys.role } : null
}
