import { type CombatChange, KINDS, type RollRecord } from '@loom/core'
import { updated } from '../items/item-changes.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { type AppliedChange, changeJsonOf } from './chronicle-combat.ts'

/** What an applied change did, as a record of it keeps it for an undo. */
export function combatChangeOf(change: AppliedChange): CombatChange {
  const { type, id, before, after } = changeJsonOf(change)
  return { kind: type, id, before, after }
}

/** Each changed combatant as an item update, then each roll, after the commit. */
export function publishApplied(
  changes: ChangePublisher,
  applied: readonly AppliedChange[],
  rolls: readonly RollRecord[] = [],
): void {
  for (const change of applied) {
    changes.publish(updated(KINDS[change.kind], change.after, change.changes, change.audience))
  }
  for (const roll of rolls) changes.publish({ kind: 'roll', roll })
}
