import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { Asset, Id } from '../api/types.ts'
import { createCombatActor, selectChronicleItems } from '../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectMyItems } from '../store/selectors.ts'
import { ActionDialog } from '../widgets/ActionDialog.tsx'
import { choiceKey, KindIdSelect } from './KindIdSelect.tsx'

type Source = { kind: 'qcs' | 'battlegroups'; item: Asset }

/**
 * The storyteller fields a copy of a qc or battlegroup (from the chronicle or their own) that
 * tracks its own damage and Initiative, so one stat block can stand for several foes.
 */
export function AddCombatActorDialog({
  chronicleId,
  onClose,
}: {
  chronicleId: Id
  onClose: () => void
}) {
  const dispatch = useAppDispatch()
  const inQcs = useAppSelector((state) => selectChronicleItems(state, chronicleId, 'qcs'))
  const inBands = useAppSelector((state) =>
    selectChronicleItems(state, chronicleId, 'battlegroups'),
  )
  const myQcs = useAppSelector((state) => selectMyItems(state, 'qcs'))
  const myBands = useAppSelector((state) => selectMyItems(state, 'battlegroups'))
  const sources = useMemo(() => {
    const seen = new Set<string>()
    const all: Source[] = []
    for (const [kind, items] of [
      ['qcs', [...inQcs, ...myQcs]],
      ['battlegroups', [...inBands, ...myBands]],
    ] as const) {
      for (const item of items) {
        const key = choiceKey(kind, item.id)
        if (seen.has(key)) continue
        seen.add(key)
        all.push({ kind, item })
      }
    }
    return all
  }, [inQcs, inBands, myQcs, myBands])
  const [chosen, setChosen] = useState('')
  const [error, setError] = useState<string | null>(null)
  const source = sources.find((s) => choiceKey(s.kind, s.item.id) === chosen)

  return (
    <ActionDialog
      onClose={onClose}
      title="Field a combat copy"
      onSubmit={() =>
        !!source &&
        dispatch(createCombatActor(chronicleId, { kind: source.kind, id: source.item.id }))
      }
      onFailure={setError}
      submitLabel="Add"
      disabled={!source}
      testId="add-combat-actor-dialog"
      cancelTestId="add-combat-actor-cancel"
      submitTestId="add-combat-actor-submit"
      fullWidth
    >
      <Typography variant="body2" gutterBottom>
        A copy of a QC or battlegroup keeps its own Initiative, damage, motes and willpower, so the
        same stat block can fight as many foes.
      </Typography>
      <KindIdSelect
        label="QC or battlegroup"
        value={chosen}
        onChange={setChosen}
        choices={sources.map(({ kind, item }) => ({
          kind,
          id: item.id,
          label: `${item.name} (${kind === 'qcs' ? 'QC' : 'battlegroup'})`,
        }))}
        blank={{ label: 'Select a QC or battlegroup', disabled: true }}
        testId="add-combat-actor-select"
        optionTestId="add-combat-actor-option"
      />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </ActionDialog>
  )
}
