import type { KindDefinition } from '@loom/core'
import { type Entity, sameValue } from '../items/item-document.ts'
import type { RecordedChange } from './item-history.ts'

/**
 * The fields to PATCH to bring an item's own fields back to how they stood right after one of
 * its changes, given every change to its own fields made since (`newerFirst`): each field one
 * of them changed, with its value before the earliest of them; fields that hold that value
 * again are left out, and so are fields no PATCH writes (a type changed by change_type). The
 * restore itself is then an ordinary PATCH (permissions, rules,
 * version check, live event, and a change of its own in the history).
 */
export function restorePatch(
  kind: KindDefinition,
  current: Entity,
  newerFirst: readonly RecordedChange[],
): Record<string, unknown> {
  const then: Record<string, unknown> = {}
  // Oldest last, so the value before the earliest change since is the one that stays.
  for (const change of newerFirst) {
    for (const [field, [before]] of Object.entries(change.changes)) then[field] = before
  }
  const writable = new Set(kind.schemas.writableFields)
  return Object.fromEntries(
    Object.entries(then).filter(
      ([field, value]) => writable.has(field) && !sameValue(value, current[field] ?? null),
    ),
  )
}
