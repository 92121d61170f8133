import type { AttackResolutionJson } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Id } from '../../api/types.ts'
import { fetchAttacks, undoLatestAttack } from '../../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectRollLog } from '../../store/rolls/index.ts'
import { ConfirmDialog } from '../../widgets/ConfirmDialog.tsx'

/** How many resolved attacks the list shows (the server keeps the latest 50). */
const SHOWN = 10

/**
 * The storyteller's list of the chronicle's resolved attacks, newest first, with Undo for the
 * newest (step by step: each undo reaches the one before) and Forget for one that can no
 * longer be undone. Every attack logs rolls, so the list reads again when the log grows.
 */
export function AttackHistory({ chronicleId }: { chronicleId: Id }) {
  const dispatch = useAppDispatch()
  const newestRoll = useAppSelector((state) => selectRollLog(state, chronicleId).ids[0] ?? 0)
  const [attacks, setAttacks] = useState<AttackResolutionJson[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [forgetting, setForgetting] = useState(false)
  // Reads may overlap (an undo's own answer and its roll arriving live both ask again): only
  // the latest one started is shown, so an older answer never overwrites a newer list.
  const latestRead = useRef(0)
  const read = useCallback(async () => {
    const mine = ++latestRead.current
    const list = await dispatch(fetchAttacks(chronicleId))
    if (mine === latestRead.current && list) setAttacks(list)
  }, [dispatch, chronicleId])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new roll is why the list reads again
  useEffect(() => {
    void read()
    // Unmounted or moved to another chronicle: whatever is still on its way is not shown.
    return () => {
      latestRead.current++
    }
  }, [read, newestRoll])

  // The list is read again rather than trimmed here: the undo's roll may already have
  // brought the shorter list, and trimming that would drop an attack still undoable.
  const undo = async () => {
    setBusy(true)
    try {
      if (await dispatch(undoLatestAttack(chronicleId, false))) await read()
    } finally {
      setBusy(false)
    }
  }
  // The dialog names the newest attack, the one forgetting drops; it closes before the list
  // is read again, so it never shows the next one.
  const forget = async () => {
    if (!(await dispatch(undoLatestAttack(chronicleId, true)))) throw new Error('not forgotten')
    void read()
  }
  const [latest] = attacks ?? []

  return (
    <Paper sx={{ p: 2, mt: 3 }} data-testid="combat-attacks">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Resolved attacks
        </Typography>
        <Button
          variant="outlined"
          disabled={busy || latest === undefined}
          onClick={() => void undo()}
          data-testid="combat-undo-attack"
        >
          Undo last attack
        </Button>
        <Button
          disabled={busy || latest === undefined}
          onClick={() => setForgetting(true)}
          title="Drop the last attack from this list without changing anyone"
          data-testid="combat-forget-attack"
        >
          Forget last
        </Button>
      </Box>
      {attacks !== null && attacks.length === 0 && (
        <Typography color="text.secondary" data-testid="combat-attacks-none">
          No attacks resolved yet.
        </Typography>
      )}
      <ConfirmDialog
        open={forgetting && latest !== undefined}
        onClose={() => setForgetting(false)}
        title="Forget the last attack?"
        confirmLabel="Forget"
        onConfirm={forget}
        testId="forget-attack-dialog"
      >
        {latest?.label} leaves this list and changes no one: its damage, Initiative and crash stay
        as they are, and it can no longer be undone.
      </ConfirmDialog>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {(attacks ?? []).slice(0, SHOWN).map((attack) => (
          <Box
            component="li"
            key={attack.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            data-testid={`combat-attack-${attack.id}`}
          >
            <Chip
              size="small"
              color={attack.hit ? 'primary' : 'default'}
              label={attack.hit ? 'Hit' : 'Miss'}
            />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {attack.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}
