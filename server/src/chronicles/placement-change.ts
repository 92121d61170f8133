import { KINDS } from '@loom/core'
import { updated } from '../items/item-changes.ts'
import type { ItemChange } from '../live/changes.ts'
import type { PlacedItem } from './chronicle-contents.ts'

/**
 * The live change for an item that entered or left a chronicle: an update whose audience
 * says who could see it where it was, so that viewers who lose sight of it are told and new
 * viewers get it.
 */
export function placementChange({ kind, entity, audience }: PlacedItem): ItemChange {
  const changes = {
    chronicle_id: entity.chronicle_id,
    chronicle_sorting: entity.chronicle_sorting,
    version: entity.version,
    updated_at: entity.updated_at,
  }
  return updated(KINDS[kind], entity, changes, audience)
}
