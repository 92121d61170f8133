import type { ReactNode } from 'react'
import type { Id } from '../api/types.ts'
import { useUndo } from '../sheet/UndoSnackbar.tsx'
import { runCombat, undoCombat } from '../store/chronicles/index.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { noticeActions } from '../store/notices.ts'

/**
 * Runs the chronicle's combat and storyteller-control requests, offering an Undo for what
 * each changed. Answers whether the request went through.
 */
export function useCombatRun(chronicleId: Id): {
  run: (path: string, body: Record<string, unknown>, done: string) => Promise<boolean>
  snackbar: ReactNode
} {
  const dispatch = useAppDispatch()
  const { offer, snackbar } = useUndo()
  const run = async (path: string, body: Record<string, unknown>, done: string) => {
    const result = await dispatch(runCombat(chronicleId, path, body))
    if (result === null) return false
    const moveId = result.move_id
    if (moveId === null) {
      dispatch(
        noticeActions.shown({ message: `${done}: nothing needed changing`, severity: 'info' }),
      )
      return true
    }
    offer(`${done} (${result.changes.length} changed)`, () => {
      void dispatch(undoCombat(chronicleId, moveId))
    })
    return true
  }
  return { run, snackbar }
}
