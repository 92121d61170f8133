import type { Db, IdentityRow } from '../db/schema.ts'
import { PASSKEY_PROVIDER } from './passkey-credentials.ts'

/** A way in as its player sees it in Settings; nobody else ever sees it. */
export function signInMethodJson(row: IdentityRow, providerLabels: ReadonlyMap<string, string>) {
  const passkey = row.provider === PASSKEY_PROVIDER
  return {
    id: row.id,
    kind: passkey ? 'passkey' : 'provider',
    provider: row.provider,
    label: passkey ? 'Passkey' : (providerLabels.get(row.provider) ?? row.provider),
    email: row.email,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  }
}

export function signInMethodsOf(db: Db, playerId: number): Promise<IdentityRow[]> {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute()
}

export type RemovalOutcome = 'removed' | 'not found' | 'last'

/**
 * Removes one of a player's ways in, never the last. The player's row is updated first so
 * that two removals at once take turns (a row lock on PostgreSQL, the write lock on SQLite)
 * and cannot both see a second method left.
 */
export function removeSignInMethod(
  db: Db,
  playerId: number,
  methodId: number,
): Promise<RemovalOutcome> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('players')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', playerId)
      .execute()
    const methods = await trx
      .selectFrom('identities')
      .select('id')
      .where('player_id', '=', playerId)
      .execute()
    if (!methods.some((method) => method.id === methodId)) return 'not found'
    if (methods.length === 1) return 'last'
    await trx.deleteFrom('identities').where('id', '=', methodId).execute()
    return 'removed'
  })
}
