import { type ChronicleItemKind, KINDS } from '@loom/core'
import type { Db } from '../db/schema.ts'
import type { ItemChange } from '../live/changes.ts'
import { findItem } from '../store/items.ts'
import { updated } from './item-changes.ts'

/**
 * The live change for an item that entered or left a chronicle: an update whose `before`
 * says where it was, so that viewers who lose sight of it are told and new viewers get it.
 * Undefined when the item is gone by now.
 */
export async function placementChange(
  db: Db,
  kind: ChronicleItemKind,
  id: number,
  before: { chronicle_id: number | null; hidden: boolean },
): Promise<ItemChange | undefined> {
  const stored = await findItem(db, KINDS[kind], id)
  if (!stored) return undefined
  const after = stored.entity
  const changes = {
    chronicle_id: after.chronicle_id,
    chronicle_sorting: after.chronicle_sorting,
    version: after.version,
    updated_at: after.updated_at,
  }
  const chronicleId = (after.chronicle_id as number | null) ?? null
  return updated(KINDS[kind], before, after, changes, chronicleId)
}
