import { Migrator } from 'kysely'
import { migrations } from './migrations/index.ts'
import type { Db } from './schema.ts'

/** Brings the schema up to date; Kysely's lock keeps concurrent starts from racing. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error })
  }
}
