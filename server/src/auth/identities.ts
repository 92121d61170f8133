import type { Db, PlayerRow } from '../db/schema.ts'

/** What a sign-in provider tells us about the person signing in. */
export interface ProviderProfile {
  /** `developer`, `discord`, `google_oauth2` or `oidc_<name>`: the provider's sign-in id. */
  provider: string
  uid: string
  /** Only an address the provider has verified and the player agreed to share. */
  email: string | undefined
  displayName: string
}

/**
 * Finds the player behind a provider account, or creates one named after the profile. A new
 * identity never joins an existing player through its e-mail: a player adds a way in from
 * Settings, so nobody gets into an account by claiming its address at another provider.
 * The e-mail stays on the identity, refreshed on every sign-in, never on the player.
 */
export async function signInWithProfile(db: Db, profile: ProviderProfile): Promise<PlayerRow> {
  try {
    return await findOrCreatePlayer(db, profile)
  } catch (error) {
    // Two first sign-ins at once: the loser hits a unique index and finds the winner's rows.
    return findOrCreatePlayer(db, profile).catch(() => Promise.reject(error))
  }
}

async function findOrCreatePlayer(db: Db, profile: ProviderProfile): Promise<PlayerRow> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const email = profile.email?.toLowerCase() ?? null
    const known = await identityOf(trx, profile)
    if (known) {
      await trx
        .updateTable('identities')
        .set({ email, updated_at: now, last_used_at: now })
        .where('id', '=', known.id)
        .execute()
      return trx
        .selectFrom('players')
        .selectAll()
        .where('id', '=', known.player_id)
        .executeTakeFirstOrThrow()
    }
    const player = await insertPlayer(trx, profile.displayName, now)
    await trx
      .insertInto('identities')
      .values({ ...identityValues(profile, player.id, now), last_used_at: now })
      .execute()
    return player
  })
}

export type LinkOutcome = 'linked' | 'already yours' | 'another player'

/**
 * Adds a provider account to a signed-in player's ways in. An account that already signs in
 * to another player stays there: the two players are never merged.
 */
export async function linkProfile(
  db: Db,
  playerId: number,
  profile: ProviderProfile,
): Promise<LinkOutcome> {
  const known = await identityOf(db, profile)
  if (known) return known.player_id === playerId ? 'already yours' : 'another player'
  try {
    await db
      .insertInto('identities')
      .values(identityValues(profile, playerId, new Date().toISOString()))
      .execute()
    return 'linked'
  } catch (error) {
    const raced = await identityOf(db, profile)
    if (!raced) throw error
    return raced.player_id === playerId ? 'already yours' : 'another player'
  }
}

/** A new player with nothing but a display name; the caller adds their first way in. */
export function insertPlayer(db: Db, displayName: string, now: string): Promise<PlayerRow> {
  return db
    .insertInto('players')
    .values({ display_name: displayName, email: null, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

function identityOf(db: Db, profile: Pick<ProviderProfile, 'provider' | 'uid'>) {
  return db
    .selectFrom('identities')
    .select(['id', 'player_id'])
    .where('provider', '=', profile.provider)
    .where('uid', '=', profile.uid)
    .executeTakeFirst()
}

function identityValues(profile: ProviderProfile, playerId: number, now: string) {
  return {
    player_id: playerId,
    provider: profile.provider,
    uid: profile.uid,
    email: profile.email?.toLowerCase() ?? null,
    created_at: now,
    updated_at: now,
  }
}
