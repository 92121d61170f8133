import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, timestampType } from '../portable-columns.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('players'), engine)
    .addColumn('display_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('email', 'varchar(320)', (column) => column.unique())
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute()

  await addIdColumn(db.schema.createTable('identities'), engine)
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(32)', (column) => column.notNull())
    .addColumn('uid', 'varchar(255)', (column) => column.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .addUniqueConstraint('identities_provider_uid', ['provider', 'uid'])
    .execute()
  await db.schema.createIndex('identities_player_id').on('identities').column('player_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identities').execute()
  await db.schema.dropTable('players').execute()
}
