import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, jsonDocumentType, timestampType } from '../portable-columns.ts'

/**
 * The attacks the server resolved in a chronicle, newest last, so the storyteller can undo them
 * one after another: `document` holds who attacked whom, the combat changes the attack made
 * (each combatant's fields before and after) and the ids of the rolls it logged. Deleting the
 * chronicle, or the player who resolved it, deletes the history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('combat_resolutions'), engine)
    .addColumn('chronicle_id', 'integer', (column) =>
      column.notNull().references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('document', jsonDocumentType(engine), (column) => column.notNull())
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('combat_resolutions_chronicle_id_id')
    .on('combat_resolutions')
    .columns(['chronicle_id', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('combat_resolutions').execute()
}
