import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { Id } from '../api/types.ts'
import { RollButton } from '../dice/RollButton.tsx'
import type { Roller } from '../dice/roller.ts'
import {
  type CombatantRow,
  deleteCombatActor,
  selectCanEdit,
  selectIsStoryteller,
} from '../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'
import { CombatantArticle } from './CombatantArticle.tsx'
import { CombatantName } from './CombatantName.tsx'
import { JoinBattleDialog } from './JoinBattleDialog.tsx'
import { useCombatantFigures } from './use-combatant-figures.ts'

type Run = (path: string, body: Record<string, unknown>, done: string) => Promise<boolean>

/**
 * Someone not (yet) fighting: their Join Battle pool and, for editors, "Roll Join Battle"
 * (the server rolls; successes + 3 become the Initiative and they enter the turn order in
 * one action) or "Enter result" for a roll made with physical dice.
 */
export function OutOfCombatCard({
  chronicleId,
  combatant,
  run,
}: {
  chronicleId: Id
  combatant: CombatantRow
  run: Run
}) {
  const { kind, row } = combatant
  const figures = useCombatantFigures(kind, row)
  const editable = useAppSelector((state) => selectCanEdit(state, chronicleId, row))
  const storyteller = useAppSelector((state) => selectIsStoryteller(state, chronicleId))
  const dispatch = useAppDispatch()
  const [joining, setJoining] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const testId = `out-card-${kind}-${combatant.id}`
  const roller = useMemo(
    (): Roller => ({ kind, id: combatant.id, name: combatant.name, chronicleId }),
    [kind, combatant.id, combatant.name, chronicleId],
  )
  return (
    <CombatantArticle name={combatant.name} padding={1.5} testId={testId}>
      <CombatantName kind={kind} row={row} subtitle="" testId={testId} />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, mt: 'auto', flexWrap: 'wrap' }}>
        <Box data-testid={`${testId}-join-battle`} sx={{ flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            Join Battle
          </Typography>
          <Typography variant="h6" component="div" data-testid={`${testId}-join-battle-value`}>
            {figures.joinBattle?.total ?? '–'}
          </Typography>
        </Box>
        {editable && (
          <>
            <RollButton
              text="Roll Join Battle"
              variant="contained"
              roller={roller}
              preset={{
                label: 'Join Battle',
                detail: figures.joinBattle ?? undefined,
                joinBattle: true,
              }}
              testId={`${testId}-roll`}
            />
            <Button size="small" onClick={() => setJoining(true)} data-testid={`${testId}-enter`}>
              Enter result
            </Button>
          </>
        )}
        {kind === 'combat_actor' && storyteller && (
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting(true)}
            data-testid={`${testId}-delete`}
          >
            Delete
          </Button>
        )}
      </Box>
      {joining && (
        <JoinBattleDialog
          name={combatant.name}
          pool={figures.joinBattle?.total ?? null}
          onClose={() => setJoining(false)}
          onJoin={(successes) =>
            run(
              'combat/join_battle',
              { combatant: { type: kind, id: combatant.id }, successes },
              `${combatant.name} joined battle`,
            )
          }
        />
      )}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={`Delete ${combatant.name}?`}
        confirmLabel="Delete"
        onConfirm={() => dispatch(deleteCombatActor(combatant.id))}
        testId={`${testId}-delete-dialog`}
      >
        This combat copy and its damage go for good; the QC or battlegroup it copies stays.
      </ConfirmDialog>
    </CombatantArticle>
  )
}
