import type { ChronicleMembership } from '@loom/core'
import type { Db } from '../db/schema.ts'

/**
 * What the permission predicates need to know about a chronicle: its storyteller and the
 * players who joined. Null for no chronicle, or one that no longer exists.
 */
export async function chronicleAccess(
  db: Db,
  chronicleId: number | null,
): Promise<ChronicleMembership | null> {
  if (chronicleId === null) return null
  const rows = await db
    .selectFrom('chronicles')
    .leftJoin('chronicle_players', 'chronicle_players.chronicle_id', 'chronicles.id')
    .select(['chronicles.st_id', 'chronicle_players.player_id'])
    .where('chronicles.id', '=', chronicleId)
    .orderBy('chronicle_players.id')
    .execute()
  const first = rows[0]
  if (first === undefined) return null
  return {
    id: chronicleId,
    st_id: first.st_id,
    member_ids: rows.flatMap((row) => (row.player_id === null ? [] : [row.player_id])),
  }
}
