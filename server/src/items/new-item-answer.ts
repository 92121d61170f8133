import type { KindDefinition } from '@loom/core'
import type { Db } from '../db/schema.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { fullItems } from './full-items.ts'
import { created } from './item-changes.ts'
import type { Entity } from './item-document.ts'
import { unplacedAudience } from './item-sight.ts'

/**
 * A new item the caller owns, in no chronicle (a create, a duplicate, an import, a battlegroup
 * from a qc), as its owner sees it; published as created.
 */
export async function answerNew(
  db: Db,
  kind: KindDefinition,
  changes: ChangePublisher,
  entity: Entity,
) {
  const [full] = await fullItems(db, kind, [{ item: { entity, revision: 1 }, editor: true }])
  changes.publish(created(kind, full!, unplacedAudience(entity)))
  return full
}
