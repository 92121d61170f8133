import { useNavigate } from 'react-router'
import type { Id } from '../api/types.ts'
import type { AppThunk } from '../store/app-state.ts'
import { createChronicle, joinChronicle } from '../store/chronicles/index.ts'
import { type DrawerDialog, drawerActions } from '../store/drawer.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { SingleFieldDialog } from '../widgets/SingleFieldDialog.tsx'

type Words = readonly [title: string, label: string, submitLabel: string]
type Action = (text: string) => AppThunk<Promise<Id>>

/** Each of the drawer's chronicle dialogs: its words, and what it does with the text typed. */
const DIALOGS: Record<DrawerDialog, readonly [...Words, Action]> = {
  'join-chronicle': ['Join a Chronicle', 'Invite Code', 'Join', joinChronicle],
  'create-chronicle': ['Be the Storyteller of a new Chronicle', 'Name', 'Create', createChronicle],
}

/** Join a chronicle by its invite code, or start one as its storyteller; then go there. */
export default function ChronicleDialog() {
  const which = useAppSelector((state) => state.drawer.dialog)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const close = () => dispatch(drawerActions.dialogClosed())
  const goTo = (id: Id) => {
    close()
    navigate(`/chronicles/${id}`)
  }
  return (
    <>
      {Object.entries(DIALOGS).map(([name, [title, label, submitLabel, action]]) => (
        <SingleFieldDialog
          key={name}
          open={which === name}
          onClose={close}
          title={title}
          label={label}
          submitLabel={submitLabel}
          testId={`${name}-dialog`}
          onSubmit={async (text) => goTo(await dispatch(action(text)))}
        />
      ))}
    </>
  )
}
