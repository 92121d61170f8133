import { CHRONICLE_ITEM_KINDS, type ChronicleItemKind, type ItemAudience, KINDS } from '@loom/core'
import {
  type DetachedItem,
  detachItems,
  type PlacedItem,
  placedItemsIn,
} from '../chronicles/chronicle-contents.ts'
import {
  type ChronicleRecord,
  findChronicle,
  memberIdsOf,
} from '../chronicles/chronicle-records.ts'
import { combatActorIdsWhere, deleteCombatActorRows } from '../combat/combat-actors.ts'
import type { Db, PlayerRow } from '../db/schema.ts'
import { cancelOffers } from '../handover/offer-records.ts'
import { deleteHistory } from '../history/item-history.ts'
import type { Entity } from '../items/item-document.ts'
import { findItems, ownedItemFields } from '../items/item-reads.ts'
import { entityAudienceIn } from '../items/item-sight.ts'
import { deleteDescendants } from '../items/item-tree.ts'
import type { HandoverOfferChange } from '../live/changes.ts'

export async function findPlayer(db: Db, id: number): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function renamePlayer(
  db: Db,
  id: number,
  displayName: string,
): Promise<PlayerRow | undefined> {
  return db
    .updateTable('players')
    .set((eb) => ({
      display_name: displayName,
      updated_at: new Date().toISOString(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

/** The fields of an item the player's menu shows, without the rest of the sheet. */
const SUMMARY_FIELDS = [
  'id',
  'name',
  'type',
  'player_id',
  'chronicle_id',
  'hidden',
  'public',
  'pinned',
  'sorting',
  'chronicle_sorting',
  'version',
  'created_at',
  'updated_at',
] as const

/** The player's characters, qcs and battlegroups as summaries, each list in the player's order. */
export async function ownItemSummaries(
  db: Db,
  playerId: number,
): Promise<Record<'characters' | 'qcs' | 'battlegroups', Entity[]>> {
  const summaries = (kind: ChronicleItemKind) =>
    ownedItemFields(db, KINDS[kind], playerId, SUMMARY_FIELDS)
  return {
    characters: await summaries('character'),
    qcs: await summaries('qc'),
    battlegroups: await summaries('battlegroup'),
  }
}

/** What deleting a player took with it, for the live channel. */
export interface DeletedPlayer {
  player: PlayerRow
  /** The chronicles they ran, with who was in them. */
  chronicles: { chronicle: ChronicleRecord; member_ids: number[] }[]
  /** Other players' items that were in those chronicles and now are in none. */
  detached: PlacedItem[]
  /** Their own items that sat in other players' chronicles, as they were. */
  itemsInChronicles: { kind: ChronicleItemKind; entity: Entity; audience: ItemAudience }[]
  /** The handover offers they made or received, cancelled (their rows go with the player). */
  cancelledOffers: HandoverOfferChange[]
}

/**
 * Deletes a player and everything they own in one transaction: their chronicles (whose other
 * items stay with their owners), their characters, qcs and battlegroups with every child, and
 * the combat actors they fielded or that stood in their chronicles. Owned tables reference
 * players.id with ON DELETE CASCADE; children with a polymorphic parent are deleted here.
 */
export async function deletePlayer(db: Db, id: number): Promise<DeletedPlayer | undefined> {
  return db.transaction().execute(async (trx) => {
    const player = await findPlayer(trx, id)
    if (!player) return undefined
    const cancelledOffers = await cancelOffers(trx, { party_id: id })
    const owned = await trx.selectFrom('chronicles').select('id').where('st_id', '=', id).execute()
    const chronicles: DeletedPlayer['chronicles'] = []
    const detached: DetachedItem[] = []
    for (const { id: chronicleId } of owned) {
      const chronicle = await findChronicle(trx, chronicleId)
      if (!chronicle) continue
      chronicles.push({ chronicle, member_ids: await memberIdsOf(trx, chronicleId) })
      detached.push(
        ...(await detachItems(trx, chronicleId, null)).filter((item) => item.owner_id !== id),
      )
      await deleteCombatActorRows(
        trx,
        await combatActorIdsWhere(trx, { chronicle_id: chronicleId }),
      )
    }
    await deleteCombatActorRows(trx, await combatActorIdsWhere(trx, { player_id: id }))
    const itemsInChronicles: { kind: ChronicleItemKind; entity: Entity }[] = []
    for (const kind of CHRONICLE_ITEM_KINDS) {
      const items = await ownedItemFields(trx, KINDS[kind], id, ['id', 'chronicle_id'])
      const inChronicles = items.filter((item) => item.chronicle_id !== null)
      const whole = new Map(
        (
          await findItems(
            trx,
            KINDS[kind],
            inChronicles.map((item) => item.id as number),
          )
        ).map(({ entity }) => [entity.id, entity]),
      )
      for (const item of inChronicles) itemsInChronicles.push({ kind, entity: whole.get(item.id)! })
      const ids = items.map((item) => item.id as number)
      await deleteDescendants(trx, KINDS[kind], ids)
      await deleteHistory(trx, kind, ids)
    }
    await trx.deleteFrom('players').where('id', '=', id).execute()
    const deletedInChronicles: DeletedPlayer['itemsInChronicles'] = []
    for (const item of itemsInChronicles) {
      deletedInChronicles.push({ ...item, audience: await entityAudienceIn(trx, item.entity) })
    }
    return {
      player,
      chronicles,
      detached: await placedItemsIn(trx, detached),
      itemsInChronicles: deletedInChronicles,
      cancelledOffers,
    }
  })
}
