import { type Kysely, sql } from 'kysely'
import { addIdColumn, engineOf, jsonDocumentType, timestampType } from '../portable-columns.ts'

/**
 * The roll log: an append-only list of dice rolls, a chronicle's (`chronicle_id`) or a player's
 * personal ones (`chronicle_id` null). `visibility` is a column because reads filter on it;
 * `settings` (the request as acted on) and `result` (faces, successes) are JSON documents.
 * The character a roll was for is no foreign key: the log keeps its rolls when the character
 * goes. Deleting the chronicle or the roller deletes their rolls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('rolls'), engine)
    .addColumn('chronicle_id', 'integer', (column) =>
      column.references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('character_type', 'varchar(20)')
    .addColumn('character_id', 'integer')
    .addColumn('visibility', 'varchar(20)', (column) => column.notNull())
    .addColumn('settings', jsonDocumentType(engine), (column) => column.notNull())
    .addColumn('result', jsonDocumentType(engine), (column) => column.notNull())
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addCheckConstraint('rolls_visibility', sql`visibility in ('public', 'storyteller', 'private')`)
    .execute()
  await db.schema
    .createIndex('rolls_chronicle_id_id')
    .on('rolls')
    .columns(['chronicle_id', 'id'])
    .execute()
  await db.schema
    .createIndex('rolls_player_id_id')
    .on('rolls')
    .columns(['player_id', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rolls').execute()
}
