import type { Kysely } from 'kysely'
import { engineOf, timestampType } from '../portable-columns.ts'

/**
 * Sign-in methods beyond Google: every way into an account stays a row of `identities`
 * (provider and uid), so the Google and developer identities already there are sign-in
 * methods as they stand. A passkey's row adds its public key, signature counter and
 * transports; `last_used_at` tells the player which method they still use.
 *
 * `sign_in_challenges` holds what a sign-in must bring back once: a passkey challenge or an
 * OAuth state, deleted when used and worthless after `expires_at`. It lives in the database,
 * not in one process's memory, so it works behind a load balancer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  for (const [name, type] of [
    ['public_key', 'text'],
    ['sign_count', 'bigint'],
    ['transports', 'varchar(255)'],
    ['last_used_at', timestampType(engine)],
  ] as const) {
    await db.schema.alterTable('identities').addColumn(name, type).execute()
  }

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('challenge', 'varchar(128)', (column) => column.primaryKey())
    .addColumn('purpose', 'varchar(32)', (column) => column.notNull())
    .addColumn('player_id', 'integer', (column) =>
      column.references('players.id').onDelete('cascade'),
    )
    .addColumn('display_name', 'varchar(64)')
    .addColumn('expires_at', timestampType(engine), (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('sign_in_challenges_expires_at')
    .on('sign_in_challenges')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').execute()
  for (const name of ['public_key', 'sign_count', 'transports', 'last_used_at']) {
    await db.schema.alterTable('identities').dropColumn(name).execute()
  }
}
