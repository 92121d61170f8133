import type { ChronicleMembership, OwnedItem } from '@loom/core'
import type { Db } from '../db/schema.ts'
import { chronicleAccess } from '../store/chronicle-access.ts'

/**
 * What the live channel reads from the database to decide who sees a change: the
 * chronicle's membership, read after the commit, so it is the state the change left behind.
 * (A child's change carries its top-level item, read in the change's own transaction.)
 */

/** A top-level item as the permission predicates see it, with the chronicle it is in. */
export interface ItemSight {
  readonly item: OwnedItem
  readonly chronicle: ChronicleMembership | null
}

export async function sightOf(db: Db, item: OwnedItem): Promise<ItemSight> {
  return { item, chronicle: await chronicleAccess(db, item.chronicle_id) }
}

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
