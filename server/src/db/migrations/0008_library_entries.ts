import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, jsonDocumentType, timestampType } from '../portable-columns.ts'

/**
 * The chronicle library: saved charms, spells, merits, weapons, qcs and battlegroups. An entry
 * is its creator's own (`chronicle_id` null) or a chronicle's; deleting the player deletes the
 * entries they made, deleting the chronicle its entries. `kind`, `name` and `tags` are columns
 * because the list filters on them (`tags` is a JSON array of lower-case tags, matched as
 * text); the saved item itself is the `document`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('library_entries'), engine)
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('chronicle_id', 'integer', (column) =>
      column.references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('document', jsonDocumentType(engine), (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('library_entries_player')
    .on('library_entries')
    .column('player_id')
    .execute()
  await db.schema
    .createIndex('library_entries_chronicle')
    .on('library_entries')
    .column('chronicle_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('library_entries').execute()
}
