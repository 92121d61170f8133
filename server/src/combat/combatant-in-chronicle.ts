import {
  type ChronicleMembership,
  type CombatantRef,
  canViewItem,
  KINDS,
  type Viewer,
} from '@loom/core'
import { notFound } from '../http/errors.ts'
import { kindLabel, owned } from '../items/item-access.ts'
import { patchedEntity } from '../items/item-drafts.ts'
import type { ChronicleCombat, CombatEntry, Patcher } from './chronicle-combat.ts'

/** How a combat transition writes a combatant: as a PATCH of its kind, with its rules. */
export const combatPatch: Patcher = (kind, before, fields) =>
  patchedEntity(KINDS[kind], before, fields)

/** Finds a combatant a request names in the chronicle's combat. */
export type CombatantFinder = (ref: CombatantRef) => CombatEntry

/**
 * The combatants a request may name: those of this chronicle the caller may see. Any other
 * (in another chronicle, hidden from the caller, or none at all) answers 404.
 */
export function combatantFinder(
  combat: ChronicleCombat,
  caller: Viewer,
  membership: ChronicleMembership,
): CombatantFinder {
  return (ref) => {
    const entry = combat.find(ref.type, ref.id)
    if (!entry || !canViewItem(caller, owned(entry.entity), membership)) {
      throw notFound(`There is no ${kindLabel(KINDS[ref.type])} ${ref.id} in this chronicle`)
    }
    return entry
  }
}
