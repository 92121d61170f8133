import type { Id } from '../../api/types.ts'
import { createChronicle, joinChronicle } from '../../store/chronicles.ts'
import { useAppDispatch } from '../../store/hooks.ts'
import { SingleFieldDialog } from '../../widgets/SingleFieldDialog.tsx'

interface Props {
  which: 'join' | 'create'
  onClose: () => void
  /** Called with the chronicle joined or created. */
  onDone: (id: Id) => void
}

/** Join a chronicle by its invite code, or start one as its storyteller. */
export default function ChronicleDialog({ which, onClose, onDone }: Props) {
  const dispatch = useAppDispatch()
  return which === 'join' ? (
    <SingleFieldDialog
      open
      onClose={onClose}
      title="Join a Chronicle"
      label="Invite Code"
      submitLabel="Join"
      testId="join-chronicle-dialog"
      onSubmit={async (code) => onDone(await dispatch(joinChronicle(code)))}
    />
  ) : (
    <SingleFieldDialog
      open
      onClose={onClose}
      title="Be the Storyteller of a new Chronicle"
      label="Name"
      submitLabel="Create"
      testId="create-chronicle-dialog"
      onSubmit={async (name) => onDone(await dispatch(createChronicle(name)))}
    />
  )
}
