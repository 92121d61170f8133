import { type Charm, effectsWithCharmActivated, type HeldEffect } from '@loom/core'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { newRowId } from '../../sheet/list-edit.ts'
import { MoteSpendDialog } from '../../sheet/MoteSpendDialog.tsx'
import type { CharacterView } from '../character-view.ts'
import { activationPool, costMotes, motePoolState } from '../charm-activation.ts'
import type { CharacterEdits } from '../use-character.ts'

interface Props {
  charm: Charm
  view: CharacterView
  edits: CharacterEdits
}

/**
 * "Activate": spends the Charm's motes through the mote dialog and turns its effects on, both
 * in one update of the character (so everyone watching sees the pool and the figures change
 * together). A Charm without a mote cost turns its effects on at once.
 */
export function CharmActivation({ charm, view, edits }: Props) {
  const [open, setOpen] = useState(false)
  const motes = costMotes(charm.cost)
  const pool = activationPool(view, motes)
  const activate = (spent: Record<string, unknown>) => {
    const held = view.character.effects as HeldEffect[]
    const effects = effectsWithCharmActivated(held, charm, () => newRowId(held))
    edits.update(charm.effects.length > 0 ? { ...spent, effects } : spent)
  }
  const testId = `charm-${charm.id}-activate`
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => (motes > 0 ? setOpen(true) : activate({}))}
        data-testid={testId}
      >
        Activate
      </Button>
      {motes > 0 && (
        <MoteSpendDialog
          open={open}
          onClose={() => setOpen(false)}
          state={motePoolState(view, pool)}
          onApply={activate}
          initialAmount={motes}
          title={`Activate ${charm.name}`}
          testId={`${testId}-dialog`}
        />
      )}
    </>
  )
}
