import {
  type Combatant,
  type CombatantKind,
  canEditItem,
  combatantOf,
  isStoryteller,
} from '@loom/core'
import { createSelector } from '@reduxjs/toolkit'
import type { Asset, CombatActorRow, Id } from '../../api/types.ts'
import type { RootState } from '../app-state.ts'
import type { ItemKind } from '../entities/kinds.ts'
import { membershipOf, viewerOf } from '../permissions.ts'

// The chronicle page's view of the store: who is in it, what is in it, who may do what.

const chronicleRow = (state: RootState, id: Id) =>
  state.entities.current.byKind.chronicles.entities[id]

export const selectIsStoryteller = (state: RootState, chronicleId: Id): boolean =>
  isStoryteller(viewerOf(state), membershipOf(chronicleRow(state, chronicleId)))

/** May the viewer change this item (its owner, or the chronicle's storyteller)? */
export function selectCanEdit(
  state: RootState,
  chronicleId: Id,
  item: CombatantSource | undefined,
): boolean {
  if (!item) return false
  return canEditItem(viewerOf(state), item, membershipOf(chronicleRow(state, chronicleId)))
}

const inChronicle = <T extends CombatantSource>(
  rows: Record<Id, T | undefined>,
  chronicleId: Id,
): T[] => Object.values(rows).filter((row): row is T => row?.chronicle_id === chronicleId)

/**
 * The chronicle's characters, qcs or battlegroups the store holds, in the chronicle's order.
 * The server sends each viewer only what they may see (hidden items only to owner and ST).
 */
export const selectChronicleItems = createSelector(
  [
    (state: RootState, _chronicleId: Id, kind: ItemKind): Record<Id, Asset | undefined> =>
      state.entities.current.byKind[kind].entities,
    (_state: RootState, chronicleId: Id) => chronicleId,
  ],
  (rows, chronicleId): Asset[] =>
    inChronicle(rows, chronicleId).sort(
      (a, b) => a.chronicle_sorting - b.chronicle_sorting || a.id - b.id,
    ),
)

/** A row a combatant comes from: a character, QC or battlegroup, or a combat actor. */
export type CombatantSource = Asset | CombatActorRow

/** A combatant with the row it comes from. */
export interface CombatantRow extends Combatant {
  readonly row: CombatantSource
}

/** Everyone who may fight in the chronicle: its items and its combat actors. */
export const selectCombatants = createSelector(
  [
    (state: RootState) => state.entities.current.byKind.characters.entities,
    (state: RootState) => state.entities.current.byKind.qcs.entities,
    (state: RootState) => state.entities.current.byKind.battlegroups.entities,
    (state: RootState) => state.entities.current.byKind.combat_actors.entities,
    (_state: RootState, chronicleId: Id) => chronicleId,
  ],
  (characters, qcs, battlegroups, actors, chronicleId): CombatantRow[] => {
    const tables: [CombatantKind, Record<Id, CombatantSource | undefined>][] = [
      ['character', characters],
      ['qc', qcs],
      ['battlegroup', battlegroups],
      ['combat_actor', actors],
    ]
    return tables.flatMap(([kind, rows]) =>
      inChronicle(rows, chronicleId).map((row) => ({ ...combatantOf(kind, row), row })),
    )
  },
)

/** A player's display name, from the chronicle's people or the store's players. */
export function selectPlayerName(state: RootState, playerId: unknown): string {
  const player = state.entities.current.byKind.players.entities[Number(playerId)]
  return String(player?.display_name ?? 'Unknown player')
}
