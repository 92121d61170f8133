import type { RollRecord } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { shallowEqual } from 'react-redux'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { clearRolls, loadRolls, type RollScope, selectRollLog } from '../store/rolls/index.ts'
import { Block } from '../widgets/Block.tsx'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'
import { RollEntry } from './RollEntry.tsx'

interface Props {
  /** A chronicle's log, or the player's personal one (null). */
  scope: RollScope
  title: string
  /** Clearing is the storyteller's (a chronicle's log) or the player's own (personal). */
  canClear: boolean
  /** What sits beside the title: a line on who sees what. */
  intro?: ReactNode
}

/**
 * A roll log, newest first: each roll's faces and result, new rolls appearing live, more
 * on request. Opening it, and the live channel coming back after a drop, fetch the newest
 * page afresh: rolls and clears sent meanwhile were lost.
 */
export function RollLog({ scope, title, canClear, intro }: Props) {
  const dispatch = useAppDispatch()
  const log = useAppSelector((state) => selectRollLog(state, scope))
  const rolls = useAppSelector(
    (state) =>
      selectRollLog(state, scope).ids.flatMap((id) => state.rolls.byId[id] ?? []) as RollRecord[],
    shallowEqual,
  )
  const live = useAppSelector((state) => state.connection === 'live')
  const fetched = useRef(false)
  const [clearing, setClearing] = useState(false)
  useEffect(() => {
    if (fetched.current && !live) return
    fetched.current = true
    dispatch(loadRolls(scope, true))
  }, [dispatch, scope, live])
  const testId = 'roll-log'
  return (
    <Block>
      <Box component="section" aria-label={title} data-testid={testId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {canClear && (
            <Button
              color="error"
              size="small"
              disabled={rolls.length === 0}
              onClick={() => setClearing(true)}
              data-testid={`${testId}-clear`}
            >
              Clear log
            </Button>
          )}
        </Box>
        {intro}
        {rolls.length === 0 && log.loaded && (
          <Typography color="text.secondary" data-testid={`${testId}-empty`}>
            No rolls yet.
          </Typography>
        )}
        <Box component="ol" sx={{ m: 0, p: 0 }} aria-label="Rolls, newest first">
          {rolls.map((roll) => (
            <RollEntry key={roll.id} roll={roll} showVisibility={scope !== null} />
          ))}
        </Box>
        {log.loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label="Loading rolls" />
          </Box>
        )}
        {log.loaded && log.nextPage !== null && !log.loading && (
          <Button
            fullWidth
            onClick={() => dispatch(loadRolls(scope))}
            data-testid={`${testId}-more`}
          >
            Load more
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={clearing}
        onClose={() => setClearing(false)}
        title="Clear the roll log?"
        confirmLabel="Clear"
        onConfirm={async () => {
          if (!(await dispatch(clearRolls(scope)))) throw new Error('not cleared')
        }}
        testId={`${testId}-clear-dialog`}
      >
        {scope === null
          ? 'Every one of your personal rolls goes for good.'
          : 'Every roll in this chronicle goes for good, for everyone.'}
      </ConfirmDialog>
    </Block>
  )
}
