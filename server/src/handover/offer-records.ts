import {
  type HandoverOffer,
  type HandoverStatus,
  type HandoverThingKind,
  handoverOfferSchema,
} from '@loom/core'
import { sql } from 'kysely'
import type { Db } from '../db/schema.ts'
import { now } from '../db/transaction.ts'
import type { HandoverOfferChange } from '../live/changes.ts'

/**
 * Handover offers as stored (migration 0016) and as the API and the live channel show them:
 * with the chronicle's name and both parties' display names, read when asked.
 */

/** An offer with what the permission rules need of it. */
export interface StoredOffer {
  readonly offer: HandoverOffer
  readonly from_player_id: number
  readonly to_player_id: number
  /** The storyteller of its chronicle now. */
  readonly st_id: number
}

/** The thing an offer is about: a kind and an id (for the chronicle, the chronicle's id). */
export interface OfferedThing {
  readonly type: HandoverThingKind
  readonly id: number
}

function offers(db: Db) {
  return db
    .selectFrom('handover_offers')
    .innerJoin('chronicles', 'chronicles.id', 'handover_offers.chronicle_id')
    .innerJoin('players as giver', 'giver.id', 'handover_offers.from_player_id')
    .innerJoin('players as taker', 'taker.id', 'handover_offers.to_player_id')
    .select([
      'handover_offers.id',
      'handover_offers.chronicle_id',
      'chronicles.name as chronicle_name',
      'chronicles.st_id',
      'handover_offers.thing_type',
      'handover_offers.thing_id',
      'handover_offers.thing_name',
      'handover_offers.from_player_id',
      'giver.display_name as from_name',
      'handover_offers.to_player_id',
      'taker.display_name as to_name',
      'handover_offers.status',
      'handover_offers.version',
      'handover_offers.created_at',
      'handover_offers.updated_at',
    ])
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offers>['executeTakeFirstOrThrow']>>

function storedOf(row: OfferRow): StoredOffer {
  const offer = handoverOfferSchema.parse({
    id: row.id,
    chronicle_id: row.chronicle_id,
    chronicle_name: row.chronicle_name,
    thing: { type: row.thing_type, id: row.thing_id, name: row.thing_name },
    from: { id: row.from_player_id, display_name: row.from_name },
    to: { id: row.to_player_id, display_name: row.to_name },
    status: row.status,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  })
  return {
    offer,
    from_player_id: row.from_player_id,
    to_player_id: row.to_player_id,
    st_id: row.st_id,
  }
}

export async function findOffer(db: Db, id: number): Promise<StoredOffer | undefined> {
  const row = await offers(db).where('handover_offers.id', '=', id).executeTakeFirst()
  return row && storedOf(row)
}

/** The open offer of a thing, if there is one. */
export async function openOfferOf(db: Db, thing: OfferedThing): Promise<StoredOffer | undefined> {
  const row = await offers(db)
    .where('handover_offers.thing_type', '=', thing.type)
    .where('handover_offers.thing_id', '=', thing.id)
    .where('handover_offers.status', '=', 'open')
    .executeTakeFirst()
  return row && storedOf(row)
}

/** The open offers a player made or received, in every chronicle, oldest first. */
export async function openOffersOf(db: Db, playerId: number): Promise<HandoverOffer[]> {
  const rows = await offers(db)
    .where('handover_offers.status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb('handover_offers.from_player_id', '=', playerId),
        eb('handover_offers.to_player_id', '=', playerId),
      ]),
    )
    .orderBy('handover_offers.id')
    .execute()
  return rows.map((row) => storedOf(row).offer)
}

/**
 * The open offers of a chronicle, oldest first: all of them (its storyteller), or only those
 * `partyId` made or received (a member).
 */
export async function openOffersIn(
  db: Db,
  chronicleId: number,
  partyId: number | null,
): Promise<HandoverOffer[]> {
  let query = offers(db)
    .where('handover_offers.chronicle_id', '=', chronicleId)
    .where('handover_offers.status', '=', 'open')
  if (partyId !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('handover_offers.from_player_id', '=', partyId),
        eb('handover_offers.to_player_id', '=', partyId),
      ]),
    )
  }
  const rows = await query.orderBy('handover_offers.id').execute()
  return rows.map((row) => storedOf(row).offer)
}

/**
 * Stores a new open offer. Undefined when the thing already has one: the partial unique index
 * (migration 0016) settles two offers made at once.
 */
export async function insertOffer(
  db: Db,
  fields: {
    chronicle_id: number
    thing: OfferedThing & { name: string }
    from_player_id: number
    to_player_id: number
  },
): Promise<StoredOffer | undefined> {
  const at = now()
  const inserted = await db
    .insertInto('handover_offers')
    .values({
      chronicle_id: fields.chronicle_id,
      thing_type: fields.thing.type,
      thing_id: fields.thing.id,
      thing_name: fields.thing.name,
      from_player_id: fields.from_player_id,
      to_player_id: fields.to_player_id,
      status: 'open',
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      // The index's own predicate, written as a literal: SQLite matches it by its text.
      conflict
        .columns(['thing_type', 'thing_id'])
        .where('status', '=', sql.lit('open'))
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst()
  return inserted && findOffer(db, inserted.id)
}

/**
 * Closes one open offer with `status`, answering it as closed; undefined when it was no longer
 * open (another answer came first). On PostgreSQL the row stays locked until the transaction
 * ends, so the acceptance that closed it finishes before anything else reads it open.
 */
export async function closeOffer(
  db: Db,
  id: number,
  status: Exclude<HandoverStatus, 'open'>,
): Promise<StoredOffer | undefined> {
  const closed = await db
    .updateTable('handover_offers')
    .set((eb) => ({ status, updated_at: now(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst()
  return closed && findOffer(db, closed.id)
}

/** What makes open offers stop making sense. */
export type OfferScope =
  /** A player left or was removed from the chronicle: every offer they made or received there. */
  | { chronicle_id: number; party_id: number }
  /** The chronicle is being deleted: all of its offers. */
  | { chronicle_id: number }
  /** An item left the chronicle it was offered in. */
  | { thing: OfferedThing; outside_chronicle_id: number | null }
  /** A player's account is being deleted: every offer they made or received. */
  | { party_id: number }

/** The live change telling an offer's parties and storyteller how it stands. */
export function offerChange(stored: StoredOffer): HandoverOfferChange {
  return { kind: 'handover_offer', offer: stored.offer, st_id: stored.st_id }
}

/**
 * Cancels the open offers in `scope`, inside the caller's transaction (before it deletes what
 * they name), and answers their changes, for the caller to publish after the commit.
 */
export async function cancelOffers(db: Db, scope: OfferScope): Promise<HandoverOfferChange[]> {
  let update = db
    .updateTable('handover_offers')
    .set((eb) => ({ status: 'cancelled', updated_at: now(), version: eb('version', '+', 1) }))
    .where('status', '=', 'open')
  if ('chronicle_id' in scope) update = update.where('chronicle_id', '=', scope.chronicle_id)
  if ('party_id' in scope) {
    const party = scope.party_id
    update = update.where((eb) =>
      eb.or([eb('from_player_id', '=', party), eb('to_player_id', '=', party)]),
    )
  }
  if ('thing' in scope) {
    update = update
      .where('thing_type', '=', scope.thing.type)
      .where('thing_id', '=', scope.thing.id)
    const outside = scope.outside_chronicle_id
    if (outside !== null) update = update.where('chronicle_id', '!=', outside)
  }
  const rows = await update.returning('id').execute()
  const closed: HandoverOfferChange[] = []
  for (const { id } of rows.sort((a, b) => a.id - b.id)) {
    const stored = await findOffer(db, id)
    if (stored) closed.push(offerChange(stored))
  }
  return closed
}
