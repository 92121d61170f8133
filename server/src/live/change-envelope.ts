import { type Delivery, itemChangeDeliveries } from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import {
  type ChronicleSight,
  chronicleCreatedDeliveries,
  chronicleDeletedDeliveries,
  chronicleUpdatedDeliveries,
  inviteCodeDeliveries,
  membershipDeliveries,
} from '../chronicles/chronicle-events.ts'
import { chronicleJson } from '../chronicles/chronicle-json.ts'
import { findChronicle, membershipOf, peopleOf } from '../chronicles/chronicle-records.ts'
import type { Db } from '../db/schema.ts'
import { handoverOfferDeliveries, offerOrderKey } from '../handover/handover-events.ts'
import { journalChangeDeliveries, journalOrderKey } from '../journal/journal-events.ts'
import { playerUpdatedDeliveries } from '../players/player-events.ts'
import { playersSharingChronicles } from '../players/player-sight.ts'
import { rollDeliveries, rollOrderKey } from '../rolls/roll-events.ts'
import { logLineDeliveries } from '../session-log/session-log-events.ts'
import type { Change, ItemChange } from './changes.ts'
import type { EnvelopeEvents } from './envelope.ts'

/** The entity a change is about, for ordering: `character:7`, `chronicle:3`. */
export function orderKeyOf(change: Change): string {
  switch (change.kind) {
    case 'item':
      return `${change.type}:${change.id}`
    case 'chronicle_membership':
    case 'chronicle_invite_code':
      return `chronicle:${change.chronicle_id}`
    case 'chronicle_updated':
    case 'chronicle_deleted':
    case 'chronicle_handed_over':
      return `chronicle:${Number(change.chronicle.id)}`
    case 'player_deleted':
      return `player:${change.player_id}`
    case 'roll':
    case 'rolls_cleared':
      return rollOrderKey(change)
    case 'handover_offer':
      return offerOrderKey(change.offer)
    case 'journal_entry':
      return journalOrderKey(change)
    case 'log_line':
      return `log:chronicle:${change.line.chronicle_id}`
  }
}

/**
 * What a committed change means for each player, read against the database as the change
 * left it. Null when nobody is to hear of it (e.g. a child whose parent is already gone).
 */
export async function envelopeOf(db: Db, change: Change): Promise<EnvelopeEvents | null> {
  const key = orderKeyOf(change)
  const envelope = (version: number | null, deliveries: Delivery[]): EnvelopeEvents | null =>
    deliveries.length === 0
      ? null
      : { order: version === null ? null : { key, version }, deliveries, disconnect: [] }

  switch (change.kind) {
    case 'item':
      return envelope(change.version, await itemDeliveries(db, change))
    case 'chronicle_membership': {
      const sight = await chronicleSight(db, change.chronicle_id)
      if (!sight) return null
      const view =
        change.event === 'joined'
          ? await chronicleJson(db, sight.record, sight.membership, { id: change.player_id })
          : null
      // Ordered by the version the change committed: the chronicle read here may already be
      // a later one, which the next join or removal would repeat.
      return envelope(change.version, membershipDeliveries(change.player_id, sight, view))
    }
    case 'chronicle_updated':
    case 'chronicle_handed_over': {
      const chronicle = chronicleRef(change.chronicle)
      const membership = await chronicleAccess(db, chronicle.id)
      if (!membership) return null
      return envelope(
        chronicle.version,
        chronicleUpdatedDeliveries(chronicle, change.changes, membership),
      )
    }
    case 'chronicle_invite_code': {
      const chronicle = { id: change.chronicle_id, st_id: change.st_id, version: change.version }
      return envelope(change.version, inviteCodeDeliveries(chronicle, change.invite_code))
    }
    case 'chronicle_deleted': {
      const chronicle = chronicleRef(change.chronicle)
      return envelope(chronicle.version, chronicleDeletedDeliveries(chronicle, change.member_ids))
    }
    case 'player_deleted':
      return { order: null, deliveries: [], disconnect: [change.player_id] }
    case 'roll':
    case 'rolls_cleared':
      return envelope(null, await rollDeliveries(db, change))
    case 'handover_offer':
      return envelope(change.offer.version, handoverOfferDeliveries(change))
    case 'journal_entry':
      return envelope(change.version, await journalChangeDeliveries(db, change))
    case 'log_line':
      return envelope(null, await logLineDeliveries(db, change))
  }
}

async function itemDeliveries(db: Db, change: ItemChange): Promise<Delivery[]> {
  if (change.type === 'player') {
    if (change.event !== 'update') return []
    const audience = await playersSharingChronicles(db, change.id)
    return playerUpdatedDeliveries(change, change.changes ?? {}, audience)
  }
  if (change.type === 'chronicle') return chronicleItemDeliveries(db, change)
  if (change.audience === null) return []
  return itemChangeDeliveries(change, change.audience)
}

/** A chronicle reported as an item change: created, renamed, or deleted. */
async function chronicleItemDeliveries(db: Db, change: ItemChange): Promise<Delivery[]> {
  const chronicle = chronicleRef(change.entity)
  if (change.event === 'create') {
    const sight = await chronicleSight(db, chronicle.id)
    if (!sight) return []
    const view = await chronicleJson(db, sight.record, sight.membership, { id: chronicle.st_id })
    return chronicleCreatedDeliveries(sight.record, view)
  }
  const membership = await chronicleAccess(db, chronicle.id)
  if (change.event === 'destroy') {
    return chronicleDeletedDeliveries(chronicle, membership?.member_ids ?? [])
  }
  return membership ? chronicleUpdatedDeliveries(chronicle, change.changes ?? {}, membership) : []
}

async function chronicleSight(db: Db, id: number): Promise<ChronicleSight | null> {
  const record = await findChronicle(db, id)
  if (!record) return null
  const [membership, people] = await Promise.all([membershipOf(db, record), peopleOf(db, record)])
  return { record, membership, people }
}

function chronicleRef(fields: Readonly<Record<string, unknown>>) {
  return {
    id: Number(fields.id),
    st_id: Number(fields.st_id),
    version: Number(fields.version ?? 0),
  }
}
