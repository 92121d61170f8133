import type { CombatantKind } from '@loom/core'
import { createContext, useContext, useMemo } from 'react'
import type { Id } from '../api/types.ts'

/** Who the rolls of a sheet are for, and where they are logged. */
export interface Roller {
  readonly kind: CombatantKind
  readonly id: Id
  readonly name: string
  /** The chronicle whose log the rolls go to, or null for the player's personal log. */
  readonly chronicleId: Id | null
}

/**
 * The sheet's roller, given by the sheet to everyone who may roll for it (its editors);
 * without one, roll controls do not show.
 */
export const RollerContext = createContext<Roller | null>(null)

export const useRoller = () => useContext(RollerContext)

/**
 * The roller of a QC's or battlegroup's sheet for its editors: rolls go to its chronicle's
 * log, or the editor's own outside one. Null for everyone else.
 */
export function useSheetRoller(
  kind: 'qc' | 'battlegroup',
  item: { id: Id; name: string; chronicle_id: Id | null },
  canEdit: boolean,
): Roller | null {
  const { id, name, chronicle_id: chronicleId } = item
  return useMemo(
    () => (canEdit ? { kind, id, name, chronicleId } : null),
    [canEdit, kind, id, name, chronicleId],
  )
}
