import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, timestampType } from '../portable-columns.ts'

/**
 * Portraits players upload: one image per character, qc or battlegroup, the bytes in the
 * database (at most 2 MiB each, see core's MAX_PORTRAIT_BYTES) so that backups and every
 * server process have them. Exactly one of the three item columns names the item; deleting the
 * item deletes its portrait. Each item row keeps `portrait_digest` (blank without a portrait),
 * which its JSON carries so that viewers know when to fetch the image again.
 */
const OWNERS = [
  { table: 'characters', column: 'character_id' },
  { table: 'qcs', column: 'qc_id' },
  { table: 'battlegroups', column: 'battlegroup_id' },
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  let table = addIdColumn(db.schema.createTable('portraits'), engine)
  for (const { table: owner, column } of OWNERS) {
    table = table.addColumn(column, 'integer', (definition) =>
      definition.unique().references(`${owner}.id`).onDelete('cascade'),
    )
  }
  await table
    .addColumn('content_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
    .addColumn('digest', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .execute()
  for (const { table: owner } of OWNERS) {
    await db.schema
      .alterTable(owner)
      .addColumn('portrait_digest', 'varchar(64)', (column) => column.notNull().defaultTo(''))
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table: owner } of OWNERS) {
    await db.schema.alterTable(owner).dropColumn('portrait_digest').execute()
  }
  await db.schema.dropTable('portraits').execute()
}
