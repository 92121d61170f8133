import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, jsonDocumentType, timestampType } from '../portable-columns.ts'

/**
 * Chronicles and their memberships. `invite_code` is null while the storyteller has
 * disabled joining; `document` holds the writable fields that are not columns (notes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('chronicles'), engine)
    .addColumn('st_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('invite_code', 'varchar(64)', (column) => column.unique())
    .addColumn('document', jsonDocumentType(engine), (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .execute()
  await db.schema.createIndex('chronicles_st_id').on('chronicles').column('st_id').execute()

  await addIdColumn(db.schema.createTable('chronicle_players'), engine)
    .addColumn('chronicle_id', 'integer', (column) =>
      column.notNull().references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addUniqueConstraint('chronicle_players_chronicle_player', ['chronicle_id', 'player_id'])
    .execute()
  await db.schema
    .createIndex('chronicle_players_player_id')
    .on('chronicle_players')
    .column('player_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chronicle_players').execute()
  await db.schema.dropTable('chronicles').execute()
}
