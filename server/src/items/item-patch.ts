import { canPublishItem, type KindDefinition, type SortingPosition, type Viewer } from '@loom/core'
import type { Db } from '../db/schema.ts'
import { inTransaction, VersionConflict } from '../db/transaction.ts'
import { forbidden, HttpError, unprocessable } from '../http/errors.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { forgetItemHead } from '../read-cache/cached-reads.ts'
import { type ItemContext, kindLabel, owned, requireEditor } from './item-access.ts'
import { parseItemBody } from './item-body.ts'
import { updated } from './item-changes.ts'
import type { Entity } from './item-document.ts'
import { footingOf, patchedEntity, requireBaseVersion } from './item-drafts.ts'
import type { ItemWriteQueue } from './item-write-queue.ts'
import { lockForUpdate, type RankMoveRequest, writeLockedUpdate } from './item-writes.ts'

/**
 * Where a PATCH is written and told: with `queue`, a top-level item's field changes join the
 * others waiting for the same item (item-write-queue.ts); moves and children are written alone.
 */
export interface PatchWriters {
  readonly db: Db
  readonly changes: ChangePublisher
  readonly queue?: ItemWriteQueue
}

/** How often a PATCH is retried when another change to the same item commits in between. */
const ATTEMPTS = 3

/**
 * PATCH of an item or a child: the sent fields merged over the stored ones, the kind's rules
 * run, and the result written in one transaction with a version check; `sorting_position` and
 * `chronicle_sorting_position` move the item in its lists. Answers the whole entity (without
 * embedded children). A PATCH that changes nothing answers the entity as it is, unpublished.
 * With `baseVersion` (the version the change was based on) the change is made only if the
 * stored entity is still at that version; otherwise a 412 carries the entity as it is now
 * (`current`) and nothing is written, so that the client can merge and send again.
 */
export async function patchItem(
  { db, changes, queue }: PatchWriters,
  caller: Viewer,
  kind: KindDefinition,
  body: unknown,
  baseVersion: number | undefined,
  load: () => Promise<ItemContext>,
): Promise<Entity> {
  const patch = parseItemBody(kind, kind.schemas.patch, body) as Entity
  const { sorting_position, chronicle_sorting_position, ...fields } = patch
  for (let attempt = 1; ; attempt += 1) {
    const context = await load()
    requireEditor(context, caller)
    const { item, root } = context
    requirePublisherOfChange(kind, item.entity, fields, caller)
    const moves: RankMoveRequest[] = []
    if (sorting_position !== undefined) {
      moves.push({ column: 'sorting', position: sorting_position as SortingPosition })
    }
    if (chronicle_sorting_position !== undefined) {
      if (item.entity.chronicle_id === null) {
        throw unprocessable({
          chronicle_sorting_position: [
            { error: `${kindLabel(kind)} ${item.entity.id} is in no chronicle` },
          ],
        })
      }
      moves.push({
        column: 'chronicle_sorting',
        position: chronicle_sorting_position as SortingPosition,
      })
    }
    const rootRef =
      root.kind === kind ? null : { kind: root.kind, id: root.item.entity.id as number }
    const footing = footingOf(kind, item.entity)
    const rootFooting = footingOf(root.kind, root.item.entity)
    try {
      if (queue !== undefined && rootRef === null && moves.length === 0) {
        const change = { footing, fields, baseVersion, by: caller.id }
        return await queue.write(kind, item.entity.id as number, change)
      }
      const result = await inTransaction(db, async (trx) => {
        const locked = await lockForUpdate(trx, kind, item.entity.id as number, moves, rootRef)
        // What the caller's permission rested on (owner, chronicle, flags, parent, and the
        // child's root's) must still hold under the lock.
        const holds =
          locked !== undefined &&
          footingOf(kind, locked.before) === footing &&
          (locked.root === null || footingOf(root.kind, locked.root) === rootFooting)
        if (!holds) throw new VersionConflict()
        requireBaseVersion(kind, locked.before, baseVersion)
        const next = patchedEntity(kind, locked.before, fields, locked.root)
        return writeLockedUpdate(trx, kind, locked, next, moves, rootRef)
      })
      if (result.status === 'updated') {
        changes.publish(updated(kind, result.entity, result.changes, result.audience, rootRef))
        for (const { entity, audience } of result.reranked) {
          changes.publish(updated(kind, entity, rankChanges(entity), audience, rootRef))
        }
      }
      return result.entity
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error
      if (attempt === ATTEMPTS) throw new HttpError(409, { error: error.message })
      // The footing may have been judged on a cached head whose change this process has not
      // heard of yet (another process made it).
      forgetItemHead(db, root.kind, root.item.entity.id as number)
    }
  }
}

/** A 403 when the PATCH would make the item public or private and the caller is not its owner. */
function requirePublisherOfChange(
  kind: KindDefinition,
  entity: Entity,
  fields: Entity,
  caller: Viewer,
): void {
  const publishing = fields.public !== undefined && fields.public !== Boolean(entity.public)
  if (publishing && !canPublishItem(caller, owned(entity))) {
    throw forbidden(
      `Only the owner of ${kindLabel(kind)} ${entity.id} may make it public or private`,
    )
  }
}

/** What changed for a row re-ranked when its list was re-spread. */
function rankChanges(entity: Entity): Record<string, unknown> {
  const fields = ['sorting', 'chronicle_sorting', 'version', 'updated_at']
  return Object.fromEntries(fields.filter((field) => field in entity).map((f) => [f, entity[f]]))
}
