import type { ItemAudience, KindDefinition } from '@loom/core'
import { engineOfDb, hasRevision, itemDb } from '../db/item-tables.ts'
import type { Db } from '../db/schema.ts'
import { inTransaction, now, VersionConflict } from '../db/transaction.ts'
import { changedFields, type Entity } from './item-document.ts'
import { patchedEntity } from './item-drafts.ts'
import { readItem } from './item-reads.ts'
import { entityAudienceIn, rememberedMemberships } from './item-sight.ts'
import { rowUpdateOf, type UpdateResult, withChanges } from './item-writes.ts'
import { footingOf, requireBaseVersion } from './patch-checks.ts'

/**
 * Several changes to one top-level item written in one transaction, one after another over
 * the row as each left it: one read of the locked row and one UPDATE however many changes
 * there are. Each change keeps its own version, answer and live event, exactly as if it had
 * been written alone; one that is refused (a rule, a stale base version, a permission that no
 * longer holds) fails alone and the others still commit. The series is a command: it owns its
 * transaction and runs each PATCH's checks and rules itself, over the row as it stands.
 */
export interface SeriesChange {
  /** What the caller's permission rested on when it was checked (patch-checks.ts). */
  readonly footing: string
  /** The fields sent, merged over the item as the changes before this one left it. */
  readonly fields: Entity
  /** The version the change was based on, when the client sent one. */
  readonly baseVersion?: number | undefined
}

/** Each change's outcome: as a lone write's (UpdateResult, with its audience), or refused. */
export type SeriesOutcome =
  | Extract<UpdateResult, { status: 'unchanged' }>
  | (Omit<Extract<UpdateResult, { status: 'updated' }>, 'reranked'> & {
      readonly audience: ItemAudience
    })
  | { readonly status: 'failed'; readonly error: unknown }

/**
 * Writes `series` in order over the item's locked row. Throws VersionConflict, and writes
 * nothing, when the row is gone or changed under the lock; a change whose caller's footing no
 * longer holds fails with VersionConflict alone, so that its caller starts over.
 */
export function updateItemSeries(
  db: Db,
  kind: KindDefinition,
  id: number,
  series: readonly SeriesChange[],
): Promise<SeriesOutcome[]> {
  return inTransaction(db, async (trx) => {
    const before = await readItem(trx, kind, id, true)
    if (before === undefined) throw new VersionConflict()
    const at = now()
    const results: (Exclude<SeriesOutcome, { status: 'updated' }> | Step)[] = []
    let current = before
    for (const { footing, fields, baseVersion } of series) {
      const next = attempt(() => {
        if (footingOf(kind, current) !== footing) throw new VersionConflict()
        requireBaseVersion(kind, current, baseVersion)
        // The kind's rules run as for a lone PATCH: one that refuses fails this change alone.
        return patchedEntity(kind, current, fields)
      })
      if (!next.ok) {
        results.push({ status: 'failed', error: next.error })
        continue
      }
      const fieldChanges = changedFields(kind.schemas.writableFields, current, next.entity)
      if (Object.keys(fieldChanges).length === 0) {
        results.push({ status: 'unchanged', entity: current })
        continue
      }
      const changes = { ...fieldChanges, version: (current.version as number) + 1, updated_at: at }
      const entity = withChanges(kind, current, changes)
      results.push({ status: 'updated', entity, previous: current, changes })
      current = entity
    }
    if (current === before) return results as SeriesOutcome[]
    await writeLast(trx, kind, before, current, at)
    const memberships = rememberedMemberships(trx)
    const outcomes: SeriesOutcome[] = []
    for (const result of results) {
      if (result.status !== 'updated') {
        outcomes.push(result)
        continue
      }
      const { entity, previous, changes } = result
      const audience = await entityAudienceIn(trx, entity, previous, memberships)
      outcomes.push({ status: 'updated', entity, changes, audience })
    }
    return outcomes
  })
}

/** An accepted change before its audience is read. */
interface Step {
  readonly status: 'updated'
  readonly entity: Entity
  readonly previous: Entity
  readonly changes: Record<string, unknown>
}

function attempt(
  change: () => Entity,
): { ok: true; entity: Entity } | { ok: false; error: unknown } {
  try {
    return { ok: true, entity: change() }
  } catch (error) {
    return { ok: false, error }
  }
}

/** The row as the last change left it; the version check guards against a lost lock. */
async function writeLast(trx: Db, kind: KindDefinition, before: Entity, last: Entity, at: string) {
  const written = await itemDb(trx)
    .updateTable(kind.table)
    .set((eb) => ({
      ...rowUpdateOf(kind, engineOfDb(trx), last, at),
      version: last.version as number,
      ...(hasRevision(kind) ? { revision: eb(eb.ref('revision'), '+', 1) } : {}),
    }))
    .where('id', '=', before.id as number)
    .where('version', '=', before.version as number)
    .executeTakeFirst()
  if (Number(written.numUpdatedRows) !== 1) throw new VersionConflict()
}
