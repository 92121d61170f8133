import type { CombatantKind } from '@loom/core'
import { itemDb } from '../db/item-tables.ts'
import { readJsonDocument } from '../db/json-document.ts'
import type { Db } from '../db/schema.ts'

const TABLES = {
  character: 'characters',
  qc: 'qcs',
  battlegroup: 'battlegroups',
} as const

/**
 * The name of the character a public roll was for, as every member of its chronicle may see
 * it: null when the character is hidden (members cannot see it, so Discord does not either),
 * gone, or in another chronicle. Combat actors are never hidden.
 */
export async function publicCombatantName(
  db: Db,
  chronicleId: number,
  kind: CombatantKind,
  id: number,
): Promise<string | null> {
  const row =
    kind === 'combat_actor'
      ? await db
          .selectFrom('combat_actors')
          .select(['document', 'chronicle_id'])
          .where('id', '=', id)
          .executeTakeFirst()
      : await itemDb(db)
          .selectFrom(TABLES[kind])
          .select(['document', 'chronicle_id', 'hidden'])
          .where('id', '=', id)
          .executeTakeFirst()
  if (row === undefined || row.chronicle_id !== chronicleId) return null
  if ('hidden' in row && Boolean(row.hidden)) return null
  const document = readJsonDocument(String(row.document)) as { name?: unknown }
  return typeof document.name === 'string' && document.name !== '' ? document.name : null
}
