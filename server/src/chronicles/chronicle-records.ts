import { randomBytes } from 'node:crypto'
import {
  type ChronicleMembership,
  chronicleSchemas,
  INVITE_CODE_LENGTH,
  inviteCodeFrom,
} from '@loom/core'
import { combatActorIdsWhere, deleteCombatActorRows } from '../combat/combat-actors.ts'
import { readJsonDocument, writeJsonDocument } from '../db/json-document.ts'
import type { ChronicleRow, Db } from '../db/schema.ts'
import { cancelOffers } from '../handover/offer-records.ts'
import type { HandoverOfferChange } from '../live/changes.ts'
import { detachItems, type PlacedItem, placedItemsIn } from './chronicle-contents.ts'

/** A chronicle as stored: its columns plus the fields kept in its JSON document. */
export interface ChronicleRecord {
  id: number
  st_id: number
  name: string
  notes: string
  invite_code: string | null
  version: number
  created_at: string
  updated_at: string
}

/** The fields a storyteller writes: on create, and in a PATCH (only the ones sent). */
export interface ChronicleFields {
  name: string
  notes: string
}

/** A player as the other players of a chronicle see them; never the e-mail. */
export interface PlayerSummary {
  id: number
  created_at: string
  updated_at: string
  display_name: string
}

const documentSchema = chronicleSchemas.fields.pick({ notes: true })

function recordOf(row: ChronicleRow): ChronicleRecord {
  const document = documentSchema.parse(readJsonDocument(row.document))
  return {
    id: row.id,
    st_id: row.st_id,
    name: row.name,
    notes: document.notes,
    invite_code: row.invite_code,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** A fresh random invite code (24 base-58 characters, about 140 bits). */
export function freshInviteCode(): string {
  for (;;) {
    const code = inviteCodeFrom(randomBytes(INVITE_CODE_LENGTH * 2))
    if (code !== null) return code
  }
}

export async function findChronicle(db: Db, id: number): Promise<ChronicleRecord | undefined> {
  const row = await db.selectFrom('chronicles').selectAll().where('id', '=', id).executeTakeFirst()
  return row && recordOf(row)
}

/** The chronicle whose invite code this is; a disabled code (null) matches nothing. */
export async function findChronicleByInviteCode(
  db: Db,
  inviteCode: string,
): Promise<ChronicleRecord | undefined> {
  const row = await db
    .selectFrom('chronicles')
    .selectAll()
    .where('invite_code', '=', inviteCode)
    .executeTakeFirst()
  return row && recordOf(row)
}

/** The ids of the players who joined, in the order they joined. The ST is not among them. */
export async function memberIdsOf(db: Db, chronicleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chronicle_players')
    .select('player_id')
    .where('chronicle_id', '=', chronicleId)
    .orderBy('id')
    .execute()
  return rows.map((row) => row.player_id)
}

/** What the permission predicates need to know about a chronicle. */
export async function membershipOf(
  db: Db,
  chronicle: Pick<ChronicleRecord, 'id' | 'st_id'>,
): Promise<ChronicleMembership> {
  return {
    id: chronicle.id,
    st_id: chronicle.st_id,
    member_ids: await memberIdsOf(db, chronicle.id),
  }
}

/** The storyteller and the members, as summaries, members in the order they joined. */
export async function peopleOf(
  db: Db,
  chronicle: Pick<ChronicleRecord, 'id' | 'st_id'>,
): Promise<{ st: PlayerSummary; players: PlayerSummary[] }> {
  const summary = ['players.id', 'created_at', 'updated_at', 'display_name'] as const
  const st = await db
    .selectFrom('players')
    .select(summary)
    .where('players.id', '=', chronicle.st_id)
    .executeTakeFirstOrThrow()
  const players = await db
    .selectFrom('chronicle_players')
    .innerJoin('players', 'players.id', 'chronicle_players.player_id')
    .select(['players.id', 'players.created_at', 'players.updated_at', 'players.display_name'])
    .where('chronicle_players.chronicle_id', '=', chronicle.id)
    .orderBy('chronicle_players.id')
    .execute()
  return { st, players }
}

export async function createChronicle(
  db: Db,
  stId: number,
  fields: ChronicleFields,
): Promise<ChronicleRecord> {
  const now = new Date().toISOString()
  const row = await db
    .insertInto('chronicles')
    .values({
      st_id: stId,
      name: fields.name,
      invite_code: freshInviteCode(),
      document: writeJsonDocument({ notes: fields.notes }),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return recordOf(row)
}

/** Writes the sent fields and bumps the version; undefined when the chronicle is gone. */
export async function updateChronicle(
  db: Db,
  id: number,
  patch: Partial<ChronicleFields>,
): Promise<ChronicleRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await findChronicle(trx, id)
    if (!current) return undefined
    const row = await trx
      .updateTable('chronicles')
      .set((eb) => ({
        name: patch.name ?? current.name,
        document: writeJsonDocument({ notes: patch.notes ?? current.notes }),
        updated_at: new Date().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return recordOf(row)
  })
}

/** Replaces the invite code (a fresh one, or null to stop anyone joining). */
export async function setInviteCode(
  db: Db,
  id: number,
  inviteCode: string | null,
): Promise<ChronicleRecord | undefined> {
  const row = await db
    .updateTable('chronicles')
    .set((eb) => ({
      invite_code: inviteCode,
      updated_at: new Date().toISOString(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row && recordOf(row)
}

/**
 * Marks the chronicle changed (membership or contents), so its ETag and version move on;
 * answers the new version.
 */
export async function touchChronicle(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable('chronicles')
    .set((eb) => ({ updated_at: new Date().toISOString(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow()
  return row.version
}

/**
 * Adds a member and answers the chronicle's version the join made (the live channel orders
 * its events by it). Null when they already were one: the unique (chronicle, player) index
 * makes two simultaneous joins safe.
 */
export async function addMember(
  db: Db,
  chronicleId: number,
  playerId: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('chronicle_players')
      .values({
        chronicle_id: chronicleId,
        player_id: playerId,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['chronicle_id', 'player_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    return inserted ? touchChronicle(trx, chronicleId) : null
  })
}

/** A summary of a chronicle for the player's menu. */
export interface ChronicleSummary {
  id: number
  created_at: string
  updated_at: string
  st_id: number
  name: string
  /** Member ids, in the order they joined. */
  players: number[]
  player_count: number
}

/** The chronicles a player runs and the ones they joined, oldest first. */
export async function chroniclesOfPlayer(
  db: Db,
  playerId: number,
): Promise<{ own_chronicles: ChronicleSummary[]; chronicles: ChronicleSummary[] }> {
  const own = await db
    .selectFrom('chronicles')
    .select(['id', 'created_at', 'updated_at', 'st_id', 'name'])
    .where('st_id', '=', playerId)
    .orderBy('id')
    .execute()
  const joined = await db
    .selectFrom('chronicles')
    .innerJoin('chronicle_players', 'chronicle_players.chronicle_id', 'chronicles.id')
    .select([
      'chronicles.id',
      'chronicles.created_at',
      'chronicles.updated_at',
      'chronicles.st_id',
      'chronicles.name',
    ])
    .where('chronicle_players.player_id', '=', playerId)
    .orderBy('chronicles.id')
    .execute()
  const ids = [...own, ...joined].map((chronicle) => chronicle.id)
  const memberships =
    ids.length === 0
      ? []
      : await db
          .selectFrom('chronicle_players')
          .select(['chronicle_id', 'player_id'])
          .where('chronicle_id', 'in', ids)
          .orderBy('id')
          .execute()
  const summarise = (chronicle: (typeof own)[number]): ChronicleSummary => {
    const players = memberships
      .filter((membership) => membership.chronicle_id === chronicle.id)
      .map((membership) => membership.player_id)
    return { ...chronicle, players, player_count: players.length }
  }
  return { own_chronicles: own.map(summarise), chronicles: joined.map(summarise) }
}

class NotAMember extends Error {}

/**
 * Removes a member: their characters, qcs and battlegroups in the chronicle leave it with
 * them, and the handover offers they made or received there are cancelled, in one
 * transaction. Answers those and the chronicle's version the removal made; undefined when
 * they were not a member.
 */
export async function removeMember(
  db: Db,
  chronicleId: number,
  playerId: number,
): Promise<
  { detached: PlacedItem[]; version: number; cancelledOffers: HandoverOfferChange[] } | undefined
> {
  try {
    return await db.transaction().execute(async (trx) => {
      // First: an acceptance under way holds its offer, and finishes before this goes on.
      const cancelledOffers = await cancelOffers(trx, {
        chronicle_id: chronicleId,
        party_id: playerId,
      })
      const removed = await trx
        .deleteFrom('chronicle_players')
        .where('chronicle_id', '=', chronicleId)
        .where('player_id', '=', playerId)
        .returning('id')
        .executeTakeFirst()
      // Rolls the cancellations back: they were not a member (or no longer are).
      if (!removed) throw new NotAMember()
      const detached = await detachItems(trx, chronicleId, playerId)
      const version = await touchChronicle(trx, chronicleId)
      return { detached: await placedItemsIn(trx, detached), version, cancelledOffers }
    })
  } catch (error) {
    if (error instanceof NotAMember) return undefined
    throw error
  }
}

/**
 * Deletes a chronicle in one transaction: every character, qc and battlegroup in it stays
 * with its owner, out of any chronicle; its combat actors (and their poisons), its memberships
 * and its handover offers (cancelled first) go with it. Answers what it was and who was in it,
 * for the live channel.
 */
export async function deleteChronicle(
  db: Db,
  id: number,
): Promise<
  | {
      chronicle: ChronicleRecord
      member_ids: number[]
      detached: PlacedItem[]
      cancelledOffers: HandoverOfferChange[]
    }
  | undefined
> {
  return db.transaction().execute(async (trx) => {
    const chronicle = await findChronicle(trx, id)
    if (!chronicle) return undefined
    const member_ids = await memberIdsOf(trx, id)
    const cancelledOffers = await cancelOffers(trx, { chronicle_id: id })
    const detached = await detachItems(trx, id, null)
    await deleteCombatActorRows(trx, await combatActorIdsWhere(trx, { chronicle_id: id }))
    await trx.deleteFrom('chronicles').where('id', '=', id).execute()
    return { chronicle, member_ids, detached: await placedItemsIn(trx, detached), cancelledOffers }
  })
}
