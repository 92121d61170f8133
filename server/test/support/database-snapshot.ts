import type { TestApp } from './test-app.ts'

/** Every table a chronicle or combat actor route may write. */
const TABLES = [
  'chronicles',
  'chronicle_players',
  'characters',
  'qcs',
  'battlegroups',
  'combat_actors',
  'poisons',
] as const

/**
 * The whole content of those tables, in id order, so that a test can assert that a refused
 * request changed nothing at all.
 */
export async function snapshot(t: TestApp): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {}
  for (const table of TABLES) {
    tables[table] = await t.db
      .selectFrom(table as 'chronicles')
      .selectAll()
      .orderBy('id')
      .execute()
  }
  return tables
}
