import { createSelector } from '@reduxjs/toolkit'
import type { Asset, Id, StoredRows } from '../api/types.ts'
import type { RootState } from './app-state.ts'
import { destroyedKey } from './entities/entities-slice.ts'
import type { ItemKind, Kind } from './entities/kinds.ts'

const entities = (state: RootState) => state.entities.current

export function selectRow<K extends Kind>(
  state: RootState,
  kind: K,
  id: Id,
): StoredRows[K] | undefined {
  return entities(state).byKind[kind].entities[id]
}

export const selectItem = (state: RootState, kind: ItemKind, id: Id): Asset | undefined =>
  selectRow(state, kind, id)

export const selectCurrentPlayer = (state: RootState) =>
  selectRow(state, 'players', state.session.id)

export const selectDisplayName = (state: RootState): string =>
  selectCurrentPlayer(state)?.display_name ?? 'Anonymous Player'

/**
 * The player's own items of a kind, in their chosen order. Only rows they still own: an item
 * they handed over stays in their list's ids until the list is fetched again, and in the
 * store while they still see it through a chronicle.
 */
export const selectMyItems = createSelector(
  [
    (state: RootState, kind: ItemKind) => entities(state).byKind[kind].entities,
    (state: RootState, kind: ItemKind) => selectCurrentPlayer(state)?.[kind] ?? [],
    (state: RootState) => state.session.id,
  ],
  (rows, ids, me): Asset[] =>
    ids
      .flatMap((id) => rows[id] ?? [])
      .filter((row) => row.player_id === me)
      .sort((a, b) => a.sorting - b.sorting || a.id - b.id),
)

export const selectPinnedItems = createSelector([selectMyItems], (items) =>
  items.filter((item) => item.pinned),
)

export interface ChronicleEntry {
  id: Id
  name: string
  playerCount: number
}

const chronicleEntries = (state: RootState, assoc: 'own_chronicles' | 'chronicles') =>
  selectCurrentPlayer(state)?.[assoc] ?? []

/**
 * The chronicles the player runs and the ones they play in. Which is which comes from each
 * chronicle's storyteller, so a chronicle handed over moves between the two at once.
 */
export const selectChronicleLists = createSelector(
  [
    (state: RootState) => entities(state).byKind.chronicles.entities,
    (state: RootState) => chronicleEntries(state, 'own_chronicles'),
    (state: RootState) => chronicleEntries(state, 'chronicles'),
    (state: RootState) => state.session.id,
  ],
  (rows, own, joined, me) => {
    const entry = (id: Id): (ChronicleEntry & { mine: boolean })[] => {
      const chronicle = rows[id]
      return chronicle
        ? [
            {
              id,
              name: chronicle.name,
              playerCount: chronicle.players?.length ?? 0,
              mine: chronicle.st_id === me,
            },
          ]
        : []
    }
    const all = [...new Set([...own, ...joined])].flatMap(entry).sort((a, b) => a.id - b.id)
    const plain = ({ mine: _mine, ...rest }: ChronicleEntry & { mine: boolean }) => rest
    return {
      own: all.filter((chronicle) => chronicle.mine).map(plain),
      joined: all.filter((chronicle) => !chronicle.mine).map(plain),
    }
  },
)

export const selectRequest = (state: RootState, key: string) => state.requests[key]

/** True while any call is under way: drives the global spinner. */
export const selectLoading = (state: RootState) =>
  Object.values(state.requests).some((request) => request.status === 'loading')

export const selectWasDestroyed = (state: RootState, kind: Kind, id: Id) =>
  Object.hasOwn(entities(state).destroyed, destroyedKey(kind, id))
