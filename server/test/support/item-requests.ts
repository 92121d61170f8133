import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { TestApp } from './test-app.ts'

/** Requests the item tests make, as a signed-in player or anonymously (`as: null`). */
export interface Caller {
  readonly id: number
}

export async function call(
  t: TestApp,
  as: Caller | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...(as === null ? {} : await t.authorizedAs(as.id)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  })
}

/** Creates an item through the API and returns its JSON; fails the test on any other answer. */
export async function created(
  t: TestApp,
  as: Caller,
  url: string,
  payload: unknown = {},
): Promise<Record<string, unknown>> {
  const response = await call(t, as, 'POST', url, payload)
  if (response.statusCode !== 200) {
    throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`)
  }
  return response.json()
}

/**
 * A chronicle run by `st` with `members`, written straight to the database (its own routes
 * are tested elsewhere); `items` are placed in it.
 */
export async function chronicleWith(
  t: TestApp,
  st: Caller,
  members: readonly Caller[],
  items: readonly { table: string; id: number }[] = [],
): Promise<number> {
  const now = new Date().toISOString()
  const chronicle = await t.db
    .insertInto('chronicles')
    .values({
      st_id: st.id,
      name: 'Test chronicle',
      invite_code: null,
      document: '{"notes":""}',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const member of members) {
    await t.db
      .insertInto('chronicle_players')
      .values({ chronicle_id: chronicle.id, player_id: member.id, created_at: now })
      .execute()
  }
  for (const item of items) await placeIn(t, item, chronicle.id)
  return chronicle.id
}

/** Puts an item into a chronicle (or none) directly, as add_/remove_ would. */
export async function placeIn(
  t: TestApp,
  item: { table: string; id: number },
  chronicleId: number | null,
): Promise<void> {
  await t.db
    .updateTable(item.table as 'chronicles')
    .set({ chronicle_id: chronicleId } as never)
    .where('id', '=', item.id)
    .execute()
}

/** Every row of an item table, to check that a refused request changed nothing. */
export async function snapshot(t: TestApp, tables: readonly string[]): Promise<unknown[]> {
  const rows: unknown[] = []
  for (const table of tables) {
    rows.push(
      await t.db
        .selectFrom(table as 'chronicles')
        .selectAll()
        .orderBy('id')
        .execute(),
    )
  }
  return rows
}

export const ITEM_TABLES = [
  'characters',
  'qcs',
  'battlegroups',
  'merits',
  'weapons',
  'charms',
  'spells',
  'poisons',
  'qc_attacks',
  'qc_merits',
  'qc_charms',
] as const

/** Every table a request may write: an item route, a chronicle's, a player's or combat's. */
export const EVERY_TABLE = [
  'players',
  'chronicles',
  'chronicle_players',
  'combat_actors',
  'rolls',
  'combat_resolutions',
  'combat_moves',
  ...ITEM_TABLES,
] as const
