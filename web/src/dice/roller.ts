import type { CombatantKind, ExtendedTarget } from '@loom/core'
import { createContext, useContext, useMemo } from 'react'
import type { Id } from '../api/types.ts'
import type { RollPreset } from './roll-preset.ts'

/** Who the rolls of a sheet are for, and where they are logged. */
export interface Roller {
  readonly kind: CombatantKind
  readonly id: Id
  readonly name: string
  /** The chronicle whose log the rolls go to, or null for the player's personal log. */
  readonly chronicleId: Id | null
}

/**
 * What a roll control asks the page to open: a figure's roll, any attribute + ability, or a
 * social action.
 */
export type RollRequestOpen =
  | { readonly roller: Roller; readonly preset: RollPreset }
  | {
      readonly roller: Roller
      readonly traits: true
      /** The next interval of this extended roll (a craft project), rolled with the traits picked. */
      readonly extended?: ExtendedTarget
    }
  | { readonly roller: Roller; readonly social: true }

/**
 * A page's rolls: the sheet's roller (null for whoever may not roll for it), and the one
 * place the roll dialog opens, so that it stays open while the controls that opened it
 * move (a sheet's blocks rearrange when a phone turns).
 */
export interface RollContextValue {
  readonly roller: Roller | null
  readonly open: (request: RollRequestOpen) => void
}

export const RollContext = createContext<RollContextValue | null>(null)

export const useRollContext = () => useContext(RollContext)

/** The roller of the sheet around, or null where nobody may roll for it. */
export const useRoller = () => useContext(RollContext)?.roller ?? null

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
