import type { Db, PlayerRow } from '../db/schema.ts'

/** What a sign-in provider tells us about the person signing in. */
export interface ProviderProfile {
  provider: 'developer' | 'google_oauth2'
  uid: string
  /** Only an address the provider has verified; it links a new identity to an existing player. */
  email: string | undefined
  displayName: string
}

/**
 * Finds the player behind a provider account, or creates one: an identity seen before
 * keeps its player; a new identity joins the player with the same e-mail, or else a new
 * player named after the profile. Only the e-mail is stored, refreshed on every sign-in.
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
    const identity = await trx
      .selectFrom('identities')
      .select(['id', 'player_id'])
      .where('provider', '=', profile.provider)
      .where('uid', '=', profile.uid)
      .executeTakeFirst()

    if (identity) {
      await trx
        .updateTable('identities')
        .set({ email, updated_at: now })
        .where('id', '=', identity.id)
        .execute()
      return trx
        .selectFrom('players')
        .selectAll()
        .where('id', '=', identity.player_id)
        .executeTakeFirstOrThrow()
    }

    const player =
      (email &&
        (await trx
          .selectFrom('players')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirst())) ||
      (await trx
        .insertInto('players')
        .values({ display_name: profile.displayName, email, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow())
    await trx
      .insertInto('identities')
      .values({
        player_id: player.id,
        provider: profile.provider,
        uid: profile.uid,
        email,
        created_at: now,
        updated_at: now,
      })
      .execute()
    return player
  })
}
