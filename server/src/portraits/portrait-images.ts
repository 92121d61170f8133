import type { ChronicleItemKind, ItemAudience, KindDefinition, PortraitType } from '@loom/core'
import { itemDb } from '../db/item-tables.ts'
import type { Db } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { type Entity, entityOf } from '../items/item-document.ts'
import { entityAudienceIn } from '../items/item-sight.ts'

/** The column of the portraits table naming an item of each kind (migration 0007). */
const OWNER_COLUMN = {
  character: 'character_id',
  qc: 'qc_id',
  battlegroup: 'battlegroup_id',
} as const satisfies Record<ChronicleItemKind, string>

export interface PortraitImage {
  readonly contentType: PortraitType
  readonly bytes: Buffer
  /** Hex SHA-256 of the bytes. */
  readonly digest: string
}

function ownerColumn(kind: KindDefinition) {
  return OWNER_COLUMN[kind.name as ChronicleItemKind]
}

/** The portrait of an item, or undefined when it has none. */
export async function findPortrait(
  db: Db,
  kind: KindDefinition,
  id: number,
): Promise<PortraitImage | undefined> {
  const row = await db
    .selectFrom('portraits')
    .select(['content_type', 'bytes', 'digest'])
    .where(ownerColumn(kind), '=', id)
    .executeTakeFirst()
  return (
    row && {
      contentType: row.content_type as PortraitType,
      bytes: Buffer.from(row.bytes),
      digest: row.digest,
    }
  )
}

/** An item after its portrait changed, and who may see that change. */
export interface PortraitChange {
  readonly entity: Entity
  readonly changes: Record<string, unknown>
  readonly audience: ItemAudience
}

/**
 * Puts `image` in place of the item's portrait (none when null) and records its digest on the
 * item, as a change of the item (version and revision go up), in one transaction. Answers
 * undefined when the item is gone, and no change when the portrait is already the one asked for.
 */
export function replacePortrait(
  db: Db,
  kind: KindDefinition,
  id: number,
  image: PortraitImage | null,
): Promise<PortraitChange | 'unchanged' | undefined> {
  return inTransaction(db, async (trx) => {
    const digest = image?.digest ?? ''
    const at = new Date().toISOString()
    // The update locks the row, so concurrent replacements queue up.
    const row = await itemDb(trx)
      .updateTable(kind.table)
      .set((eb) => ({
        portrait_digest: digest,
        version: eb(eb.ref('version'), '+', 1),
        revision: eb(eb.ref('revision'), '+', 1),
        updated_at: at,
      }))
      .where('id', '=', id)
      .where('portrait_digest', '!=', digest)
      .returningAll()
      .executeTakeFirst()
    if (row === undefined) {
      const exists = await itemDb(trx)
        .selectFrom(kind.table)
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()
      return exists ? 'unchanged' : undefined
    }
    const column = ownerColumn(kind)
    await trx.deleteFrom('portraits').where(column, '=', id).execute()
    if (image !== null) {
      await trx
        .insertInto('portraits')
        .values({
          [column]: id,
          content_type: image.contentType,
          bytes: image.bytes,
          digest: image.digest,
          created_at: at,
        })
        .execute()
    }
    const entity = entityOf(kind, row)
    const changes = {
      portrait_digest: digest,
      version: entity.version,
      updated_at: entity.updated_at,
    }
    return { entity, changes, audience: await entityAudienceIn(trx, entity) }
  })
}
