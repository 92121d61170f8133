import type { Db } from '../db/schema.ts'

/**
 * What the live channel reads itself, for the changes that do not carry their audience (an
 * item's change carries it: see store/item-sight.ts).
 */

/**
 * Everyone who shares a chronicle with the player (STs and members of every chronicle they
 * run or joined), the player included: the audience of their display name.
 */
export async function playersSharingChronicles(db: Db, playerId: number): Promise<number[]> {
  const joined = db
    .selectFrom('chronicle_players')
    .select('chronicle_id')
    .where('player_id', '=', playerId)
  const chronicles = await db
    .selectFrom('chronicles')
    .select(['id', 'st_id'])
    .where((eb) => eb.or([eb('st_id', '=', playerId), eb('id', 'in', joined)]))
    .execute()
  const ids = chronicles.map((chronicle) => chronicle.id)
  const members =
    ids.length === 0
      ? []
      : await db
          .selectFrom('chronicle_players')
          .select('player_id')
          .where('chronicle_id', 'in', ids)
          .execute()
  return [
    ...new Set([
      playerId,
      ...chronicles.map((chronicle) => chronicle.st_id),
      ...members.map((member) => member.player_id),
    ]),
  ]
}

/** Which of these players still have an account. */
export async function existingPlayers(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('id', 'in', [...ids])
    .execute()
  return new Set(rows.map((row) => row.id))
}
