import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, jsonDocumentType, timestampType } from '../portable-columns.ts'

/**
 * The session log: each chronicle's happenings in the order they were told (`id`), the
 * happening's subject as a JSON document. `everyone` marks a line the whole chronicle may read;
 * any other line is read by the storyteller and the players in `session_log_readers`. Deleting
 * the chronicle deletes its lines; deleting a player, their part in the readers.
 *
 * `combat_rounds` counts the rounds of a chronicle's combat, from 1 when combat starts; the row
 * goes when combat ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('session_log_lines'), engine)
    .addColumn('chronicle_id', 'integer', (column) =>
      column.notNull().references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(40)', (column) => column.notNull())
    .addColumn('everyone', engine === 'postgres' ? 'boolean' : 'integer', (column) =>
      column.notNull(),
    )
    .addColumn('document', jsonDocumentType(engine), (column) => column.notNull())
    .addColumn('at', timestampType(engine), (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('session_log_lines_chronicle_id_id')
    .on('session_log_lines')
    .columns(['chronicle_id', 'id'])
    .execute()
  await db.schema
    .createTable('session_log_readers')
    .addColumn('line_id', 'integer', (column) =>
      column.notNull().references('session_log_lines.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('session_log_readers_pkey', ['line_id', 'player_id'])
    .execute()
  await db.schema
    .createIndex('session_log_readers_player_id')
    .on('session_log_readers')
    .columns(['player_id', 'line_id'])
    .execute()
  await db.schema
    .createTable('combat_rounds')
    .addColumn('chronicle_id', 'integer', (column) =>
      column.primaryKey().references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('combat_rounds').execute()
  await db.schema.dropTable('session_log_readers').execute()
  await db.schema.dropTable('session_log_lines').execute()
}
