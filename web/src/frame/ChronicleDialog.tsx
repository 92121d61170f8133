import { useNavigate } from 'react-router'
import type { Id } from '../api/types.ts'
import { createChronicle, joinChronicle } from '../store/chronicles/index.ts'
import { drawerActions } from '../store/drawer.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { SingleFieldDialog } from '../widgets/SingleFieldDialog.tsx'

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
      <SingleFieldDialog
        open={which === 'join-chronicle'}
        onClose={close}
        title="Join a Chronicle"
        label="Invite Code"
        submitLabel="Join"
        testId="join-chronicle-dialog"
        onSubmit={async (code) => goTo(await dispatch(joinChronicle(code)))}
      />
      <SingleFieldDialog
        open={which === 'create-chronicle'}
        onClose={close}
        title="Be the Storyteller of a new Chronicle"
        label="Name"
        submitLabel="Create"
        testId="create-chronicle-dialog"
        onSubmit={async (name) => goTo(await dispatch(createChronicle(name)))}
      />
    </>
  )
}
