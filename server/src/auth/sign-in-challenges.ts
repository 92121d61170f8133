import type { Db } from '../db/schema.ts'

/** How long a passkey challenge or an OAuth state may wait for its answer. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000

export type ChallengePurpose = 'passkey-new-account' | 'passkey-sign-in' | 'passkey-add' | 'oauth'

export interface ChallengeContext {
  playerId?: number
  displayName?: string
}

/**
 * Remembers a challenge the browser must bring back once. Expired ones are swept on the way,
 * so the table holds only the sign-ins of the last few minutes.
 */
export async function rememberChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  context: ChallengeContext = {},
  now = new Date(),
): Promise<void> {
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<', now.toISOString()).execute()
  await db
    .insertInto('sign_in_challenges')
    .values({
      challenge,
      purpose,
      player_id: context.playerId ?? null,
      display_name: context.displayName ?? null,
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
    })
    .execute()
}

/**
 * Takes a challenge back: its context the first time, while it has not expired; undefined for
 * an unknown, expired, already used or other-purpose challenge. One DELETE, so of two requests
 * racing with the same challenge only one gets it.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  now = new Date(),
): Promise<ChallengeContext | undefined> {
  const row = await db
    .deleteFrom('sign_in_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .returning(['player_id', 'display_name', 'expires_at'])
    .executeTakeFirst()
  if (!row || row.expires_at <= now.toISOString()) return undefined
  return {
    ...(row.player_id === null ? {} : { playerId: row.player_id }),
    ...(row.display_name === null ? {} : { displayName: row.display_name }),
  }
}
