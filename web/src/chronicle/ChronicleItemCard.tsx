import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import type { Asset, Id } from '../api/types.ts'
import { saveCombatant, selectCanEdit } from '../store/chronicles/index.ts'
import { type ItemKind, singular } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { ItemActionsMenu } from '../widgets/actions-menu/ItemActionsMenu.tsx'
import { NotesButton } from '../widgets/NotesButton.tsx'
import { CardPortrait } from '../widgets/Portrait.tsx'
import { CombatantArticle } from './CombatantArticle.tsx'
import { CombatantName } from './CombatantName.tsx'
import { CombatantSummary } from './CombatantSummary.tsx'
import { useCombatantFigures } from './use-combatant-figures.ts'

/**
 * A character, qc or battlegroup on the chronicle's Characters tab: whose it is, its
 * resources and defences, and its menu (which offers Remove from Chronicle to its owner and
 * the storyteller, but never delete or change of type while it is in a chronicle).
 */
export function ChronicleItemCard({
  chronicleId,
  kind,
  item,
  handle,
}: {
  chronicleId: Id
  kind: ItemKind
  item: Asset
  handle: ReactNode
}) {
  const combatantKind = singular(kind)
  const figures = useCombatantFigures(combatantKind, item)
  const editable = useAppSelector((state) => selectCanEdit(state, chronicleId, item))
  const dispatch = useAppDispatch()
  const testId = `chronicle-card-${combatantKind}-${item.id}`
  return (
    <CombatantArticle name={item.name} padding={2} testId={testId}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <CardPortrait kind={kind} item={item} />
        <CombatantName
          kind={combatantKind}
          row={item}
          subtitle={figures.subtitle}
          testId={testId}
        />
        {handle}
        <NotesButton kind={kind} row={item} testId={testId} />
        <ItemActionsMenu kind={kind} id={item.id} onCard />
      </Box>
      <CombatantSummary
        kind={combatantKind}
        row={item}
        figures={figures}
        save={
          editable
            ? (changes) => void dispatch(saveCombatant(combatantKind, item.id, changes))
            : undefined
        }
        testId={testId}
      />
    </CombatantArticle>
  )
}
