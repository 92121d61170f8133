import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, timestampType } from '../portable-columns.ts'

/**
 * The chronicle's journal (core/src/journal/). An entry belongs to its chronicle and its
 * author (deleting either deletes it); `journal_entry_players` lists the players a `chosen`
 * entry is shown to, one row each, so a list finds a player's handouts through an index.
 * `body` is Markdown, at most core's MAX_JOURNAL_BODY characters; `session_date` is
 * `YYYY-MM-DD` text on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('journal_entries'), engine)
    .addColumn('chronicle_id', 'integer', (column) =>
      column.notNull().references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('session_number', 'integer')
    .addColumn('session_date', 'varchar(10)')
    .addColumn('visibility', 'varchar(16)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('journal_entries_chronicle')
    .on('journal_entries')
    .columns(['chronicle_id', 'id'])
    .execute()
  await db.schema
    .createIndex('journal_entries_author')
    .on('journal_entries')
    .column('author_id')
    .execute()
  await db.schema
    .createTable('journal_entry_players')
    .addColumn('entry_id', 'integer', (column) =>
      column.notNull().references('journal_entries.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('journal_entry_players_key', ['entry_id', 'player_id'])
    .execute()
  await db.schema
    .createIndex('journal_entry_players_player')
    .on('journal_entry_players')
    .column('player_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('journal_entry_players').execute()
  await db.schema.dropTable('journal_entries').execute()
}
