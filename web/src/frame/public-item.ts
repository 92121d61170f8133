import { useMatch } from 'react-router'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppSelector } from '../store/hooks.ts'
import { selectItem } from '../store/selectors.ts'

/** Whether the page shows a loaded item its owner made public (no sign-in needed then). */
export function usePublicItemOnScreen(): boolean {
  const match = useMatch('/:kind/:id/*')
  const kind = match?.params.kind
  const id = Number(match?.params.id)
  return useAppSelector((state) => {
    if (kind !== 'characters' && kind !== 'qcs' && kind !== 'battlegroups') return false
    return Number.isInteger(id) && selectItem(state, kind as ItemKind, id)?.public === true
  })
}
