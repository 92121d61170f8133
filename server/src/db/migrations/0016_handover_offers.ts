import { type Kysely, sql } from 'kysely'
import { addIdColumn, engineOf, timestampType } from '../portable-columns.ts'

/**
 * Handover offers: `from_player_id` offers a character, qc or battlegroup (`thing_type`,
 * `thing_id`; no foreign key, the kinds live in three tables) or the chronicle itself
 * (`thing_type` 'chronicle', `thing_id` the chronicle's id) to `to_player_id`, in
 * `chronicle_id`. `thing_name` is the thing's name when offered. `status` is open, accepted,
 * declined, withdrawn or cancelled; a partial unique index allows one open offer per thing.
 * Deleting the chronicle or either player deletes the offer (their routes close it first, so
 * the parties are told).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('handover_offers'), engine)
    .addColumn('chronicle_id', 'integer', (column) =>
      column.notNull().references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('thing_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('thing_id', 'integer', (column) => column.notNull())
    .addColumn('thing_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('from_player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('to_player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('handover_offers_one_open')
    .on('handover_offers')
    .columns(['thing_type', 'thing_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute()
  await db.schema
    .createIndex('handover_offers_chronicle')
    .on('handover_offers')
    .column('chronicle_id')
    .execute()
  await db.schema
    .createIndex('handover_offers_to')
    .on('handover_offers')
    .column('to_player_id')
    .execute()
  await db.schema
    .createIndex('handover_offers_from')
    .on('handover_offers')
    .column('from_player_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handover_offers').execute()
}
