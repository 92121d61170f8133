import {
  CHRONICLE_ITEM_KINDS,
  type ChronicleMembership,
  type HandoverItemKind,
  isInChronicle,
  isMember,
  KINDS,
} from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import { itemTables } from '../chronicles/chronicle-contents.ts'
import { chronicleFields } from '../chronicles/chronicle-json.ts'
import { type ChronicleRecord, findChronicle, peopleOf } from '../chronicles/chronicle-records.ts'
import type { Db } from '../db/schema.ts'
import { rankAtEnd } from '../db/sort-ranks.ts'
import { now } from '../db/transaction.ts'
import { updated } from '../items/item-changes.ts'
import { type Entity, ownedItemOf } from '../items/item-document.ts'
import { findItem, readItem } from '../items/item-reads.ts'
import { audienceIn } from '../items/item-sight.ts'
import type { ChronicleHandedOver, ItemChange } from '../live/changes.ts'
import { closeOffer, type StoredOffer } from './offer-records.ts'

/**
 * Accepting an offer: in one transaction the offer closes as accepted and the thing changes
 * hands. An item's owner becomes the receiver (it stays in the chronicle, last in their own
 * order); a chronicle's storyteller becomes the receiver, who stops being a member, and the old
 * storyteller joins as a member, keeping their items. Versions move for everything whose
 * owner or editors changed, and the changes come back for the live channel to publish.
 */
export type Acceptance =
  | { status: 'accepted'; offer: StoredOffer; st_id: number; changes: Published }
  /** The offer was closed by someone else first. */
  | { status: 'closed' }
  /** The offer no longer holds (what it rests on changed meanwhile); nothing was written. */
  | { status: 'stale'; reason: string }

/** What an acceptance publishes: the chronicle's change (when it was the chronicle), the items'. */
interface Published {
  readonly chronicle: ChronicleHandedOver | null
  readonly items: readonly ItemChange[]
}

/** Thrown inside the transaction to roll it back when the offer no longer holds. */
class OfferNoLongerHolds extends Error {}

export async function acceptOffer(db: Db, offerId: number): Promise<Acceptance> {
  try {
    return await db.transaction().execute(async (trx) => {
      const offer = await closeOffer(trx, offerId, 'accepted')
      if (!offer) return { status: 'closed' } as const
      const membership = await chronicleAccess(trx, offer.offer.chronicle_id)
      if (!membership) throw new OfferNoLongerHolds('The chronicle no longer exists')
      if (offer.offer.thing.type === 'chronicle') {
        const { chronicle, items } = await handChronicleOver(trx, offer, membership)
        return {
          status: 'accepted',
          offer,
          st_id: offer.to_player_id,
          changes: { chronicle, items },
        }
      }
      const item = await handItemOver(trx, offer, membership)
      return {
        status: 'accepted',
        offer,
        st_id: membership.st_id,
        changes: { chronicle: null, items: [item] },
      }
    })
  } catch (error) {
    if (error instanceof OfferNoLongerHolds) return { status: 'stale', reason: error.message }
    throw error
  }
}

async function handItemOver(
  trx: Db,
  { offer, from_player_id, to_player_id }: StoredOffer,
  membership: ChronicleMembership,
): Promise<ItemChange> {
  const kind = KINDS[offer.thing.type as HandoverItemKind]
  if (!isInChronicle(from_player_id, membership) || !isInChronicle(to_player_id, membership)) {
    throw new OfferNoLongerHolds('Both of you must still be in the chronicle')
  }
  const at = now()
  // The receiver's list first, then the row: the order item writes take their locks in.
  const rank = await rankAtEnd(trx, kind, 'sorting', { player_id: to_player_id }, at)
  const before = await readItem(trx, kind, offer.thing.id, true)
  if (
    !before ||
    before.player_id !== from_player_id ||
    before.chronicle_id !== offer.chronicle_id
  ) {
    throw new OfferNoLongerHolds(`The ${kind.name} is no longer the offerer's in this chronicle`)
  }
  await itemTables(trx)
    .updateTable(kind.table)
    .set((eb) => ({
      player_id: to_player_id,
      sorting: rank,
      updated_at: at,
      version: eb('version', '+', 1),
      revision: eb('revision', '+', 1),
    }))
    .where('id', '=', offer.thing.id)
    .execute()
  const after = (await findItem(trx, kind, offer.thing.id))!.entity
  const changes = pick(after, ['player_id', 'sorting', 'version', 'updated_at'])
  return updated(
    kind,
    after,
    changes,
    await audienceIn(trx, ownedItemOf(after), ownedItemOf(before)),
  )
}

async function handChronicleOver(
  trx: Db,
  { offer, from_player_id, to_player_id }: StoredOffer,
  membership: ChronicleMembership,
): Promise<{ chronicle: ChronicleHandedOver; items: ItemChange[] }> {
  if (membership.st_id !== from_player_id || !isMember({ id: to_player_id }, membership)) {
    throw new OfferNoLongerHolds(
      'The offerer must still run the chronicle and the receiver be one of its players',
    )
  }
  const chronicleId = offer.chronicle_id
  const at = now()
  await trx
    .deleteFrom('chronicle_players')
    .where('chronicle_id', '=', chronicleId)
    .where('player_id', '=', to_player_id)
    .execute()
  await trx
    .insertInto('chronicle_players')
    .values({ chronicle_id: chronicleId, player_id: from_player_id, created_at: at })
    .execute()
  await trx
    .updateTable('chronicles')
    .set((eb) => ({ st_id: to_player_id, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', chronicleId)
    .execute()
  const record = (await findChronicle(trx, chronicleId)) as ChronicleRecord
  const handedOver = (await chronicleAccess(trx, chronicleId)) as ChronicleMembership
  const people = await peopleOf(trx, record)
  const chronicle: ChronicleHandedOver = {
    kind: 'chronicle_handed_over',
    chronicle: chronicleFields(record, null),
    changes: {
      st_id: record.st_id,
      st: people.st,
      players: people.players,
      updated_at: record.updated_at,
      invite_code: record.invite_code,
    },
  }
  return { chronicle, items: await itemsWithNewEditors(trx, membership, handedOver, at) }
}

/**
 * Every character, qc and battlegroup in the chronicle: their editors changed with the
 * storyteller, so each one's version moves and its change goes to the audience before and
 * after (the new storyteller gets them whole, the old one without the secrets).
 */
async function itemsWithNewEditors(
  trx: Db,
  before: ChronicleMembership,
  now: ChronicleMembership,
  at: string,
): Promise<ItemChange[]> {
  const changes: ItemChange[] = []
  for (const name of CHRONICLE_ITEM_KINDS) {
    const kind = KINDS[name]
    const touched = await itemTables(trx)
      .updateTable(kind.table)
      .set((eb) => ({
        updated_at: at,
        version: eb('version', '+', 1),
        revision: eb('revision', '+', 1),
      }))
      .where('chronicle_id', '=', before.id)
      .returning('id')
      .execute()
    for (const { id } of touched.sort((a, b) => a.id - b.id)) {
      const entity = (await findItem(trx, kind, id))!.entity
      const item = ownedItemOf(entity)
      const audience = { now: { item, chronicle: now }, before: { item, chronicle: before } }
      changes.push(updated(kind, entity, pick(entity, ['version', 'updated_at']), audience))
    }
  }
  return changes
}

function pick(entity: Entity, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, entity[field]]))
}
