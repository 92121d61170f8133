import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, jsonDocumentType, timestampType } from '../portable-columns.ts'

/**
 * The combat moves made in a chronicle (join battle, a new round, the storyteller's controls…),
 * newest last, so that an undo names a move the server made instead of sending the values to
 * write back: `document` holds each combatant's fields before and after the move. Deleting the
 * chronicle, or the player who made the move, deletes its record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('combat_moves'), engine)
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
    .createIndex('combat_moves_chronicle_id_id')
    .on('combat_moves')
    .columns(['chronicle_id', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('combat_moves').execute()
}
