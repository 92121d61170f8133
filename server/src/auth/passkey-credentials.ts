import type { AuthenticatorTransportFuture, WebAuthnCredential } from '@simplewebauthn/server'
import type { Db, IdentityRow, PlayerRow } from '../db/schema.ts'
import { insertPlayer } from './identities.ts'

export const PASSKEY_PROVIDER = 'passkey'

/** A passkey as stored: an identities row whose uid is the credential id. */
export function credentialOf(row: IdentityRow): WebAuthnCredential {
  return {
    id: row.uid,
    publicKey: Buffer.from(row.public_key ?? '', 'base64url'),
    counter: row.sign_count ?? 0,
    transports: transportsOf(row),
  }
}

export function transportsOf(row: Pick<IdentityRow, 'transports'>): AuthenticatorTransportFuture[] {
  return (row.transports?.split(',').filter(Boolean) ?? []) as AuthenticatorTransportFuture[]
}

function passkeyValues(playerId: number, credential: WebAuthnCredential, now: string) {
  return {
    player_id: playerId,
    provider: PASSKEY_PROVIDER,
    uid: credential.id,
    email: null,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    sign_count: credential.counter,
    transports: credential.transports?.join(',') ?? null,
    created_at: now,
    updated_at: now,
  }
}

/** A new player whose only way in is this passkey. */
export function createPlayerWithPasskey(
  db: Db,
  displayName: string,
  credential: WebAuthnCredential,
): Promise<PlayerRow> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const player = await insertPlayer(trx, displayName, now)
    await trx
      .insertInto('identities')
      .values({ ...passkeyValues(player.id, credential, now), last_used_at: now })
      .execute()
    return player
  })
}

export async function addPasskey(
  db: Db,
  playerId: number,
  credential: WebAuthnCredential,
): Promise<IdentityRow> {
  return db
    .insertInto('identities')
    .values(passkeyValues(playerId, credential, new Date().toISOString()))
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function findPasskey(db: Db, credentialId: string): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('provider', '=', PASSKEY_PROVIDER)
    .where('uid', '=', credentialId)
    .executeTakeFirst()
}

export function passkeysOf(db: Db, playerId: number): Promise<IdentityRow[]> {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('provider', '=', PASSKEY_PROVIDER)
    .where('player_id', '=', playerId)
    .execute()
}

/**
 * Records a verified use. The counter moves only forward: of two sign-ins racing with the
 * same counter value, the second updates nothing and is refused.
 */
export async function recordPasskeyUse(
  db: Db,
  passkey: IdentityRow,
  newCounter: number,
): Promise<PlayerRow | undefined> {
  const now = new Date().toISOString()
  const update = db
    .updateTable('identities')
    .set({ sign_count: newCounter, last_used_at: now, updated_at: now })
    .where('id', '=', passkey.id)
  // An authenticator that keeps no counter always says 0; the library refuses any other step back.
  const result = await (newCounter === 0
    ? update
    : update.where('sign_count', '<', newCounter)
  ).executeTakeFirst()
  if (result.numUpdatedRows === 0n) return undefined
  return db.selectFrom('players').selectAll().where('id', '=', passkey.player_id).executeTakeFirst()
}
