import type { Db, PlayerRow } from '../db/schema.ts'

export async function findPlayer(db: Db, id: number): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function renamePlayer(
  db: Db,
  id: number,
  displayName: string,
): Promise<PlayerRow | undefined> {
  return db
    .updateTable('players')
    .set((eb) => ({
      display_name: displayName,
      updated_at: new Date().toISOString(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

/**
 * Deletes a player and everything they own in one transaction. Owned tables reference
 * players.id with ON DELETE CASCADE, so the database removes their rows with it.
 */
export async function deletePlayer(db: Db, id: number): Promise<PlayerRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const player = await findPlayer(trx, id)
    if (player) await trx.deleteFrom('players').where('id', '=', id).execute()
    return player
  })
}
