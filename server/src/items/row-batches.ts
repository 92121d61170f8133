import type { KindDefinition } from '@loom/core'
import { type ColumnValue, itemDb } from '../db/item-tables.ts'
import type { Db } from '../db/schema.ts'
import type { Breather } from '../http/breather.ts'

/** Rows per INSERT: far below either engine's limit on bound values, whatever the kind. */
const ROWS_PER_STATEMENT = 100

/**
 * Writes rows of one kind whose ids nobody needs (an import's or a copy's rows without rows of
 * their own under them) as multi-row INSERTs, in order: a weapon's 50 poisons are one statement,
 * not 50. Rows are grouped by the columns they set, as one statement sets the same columns for
 * every row; the breather lets other requests run between statements.
 */
export async function insertRowsInBatches(
  db: Db,
  kind: KindDefinition,
  rows: readonly Record<string, ColumnValue>[],
  breathe: Breather,
): Promise<void> {
  const groups = new Map<string, Record<string, ColumnValue>[]>()
  for (const row of rows) {
    const columns = Object.keys(row).sort().join(',')
    const group = groups.get(columns) ?? []
    group.push(row)
    groups.set(columns, group)
  }
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += ROWS_PER_STATEMENT) {
      await itemDb(db)
        .insertInto(kind.table)
        .values(group.slice(start, start + ROWS_PER_STATEMENT))
        .execute()
      await breathe()
    }
  }
}
