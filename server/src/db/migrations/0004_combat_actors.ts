import { type Kysely, sql } from 'kysely'
import { addIdColumn, engineOf, jsonDocumentType, timestampType } from '../portable-columns.ts'

/**
 * Combat actors: copies of a qc or battlegroup fielded in a chronicle's combat. The one they
 * stand for is a real foreign key (exactly one of `qc_id` and `battlegroup_id`), so deleting
 * the qc, the battlegroup, the chronicle or the owner deletes its actors instead of leaving
 * them orphaned or failing. `revision` moves with every change to the actor or its poisons.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('combat_actors'), engine)
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('chronicle_id', 'integer', (column) =>
      column.notNull().references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('qc_id', 'integer', (column) => column.references('qcs.id').onDelete('cascade'))
    .addColumn('battlegroup_id', 'integer', (column) =>
      column.references('battlegroups.id').onDelete('cascade'),
    )
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .addColumn('document', jsonDocumentType(engine), (column) => column.notNull())
    .addCheckConstraint(
      'combat_actors_stand_for_one',
      sql`(qc_id is null) <> (battlegroup_id is null)`,
    )
    .execute()
  for (const column of ['chronicle_id', 'player_id', 'qc_id', 'battlegroup_id']) {
    await db.schema
      .createIndex(`combat_actors_${column}`)
      .on('combat_actors')
      .column(column)
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('combat_actors').execute()
}
