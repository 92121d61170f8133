import type { Kysely } from 'kysely'
import { engineOf, timestampType } from '../portable-columns.ts'

/**
 * A chronicle's Discord webhook: at most one per chronicle, set by its storyteller. The URL is
 * a secret (whoever holds it can post to the group's channel), so it lives in a table of its
 * own that no chronicle answer, export or live event reads. Each `announce_*` flag turns one
 * kind of announcement on; `last_failure` is the last delivery that was given up, shown to
 * the storyteller until a later delivery succeeds or the webhook changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  const flag = engine === 'postgres' ? 'boolean' : 'integer'
  await db.schema
    .createTable('chronicle_webhooks')
    .addColumn('chronicle_id', 'integer', (column) =>
      column.primaryKey().references('chronicles.id').onDelete('cascade'),
    )
    .addColumn('url', 'varchar(512)', (column) => column.notNull())
    .addColumn('announce_rolls', flag, (column) => column.notNull())
    .addColumn('announce_attacks', flag, (column) => column.notNull())
    .addColumn('announce_combat', flag, (column) => column.notNull())
    .addColumn('announce_joins', flag, (column) => column.notNull())
    .addColumn('last_failure', 'varchar(500)')
    .addColumn('last_failure_at', timestampType(engine))
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chronicle_webhooks').execute()
}
