import {
  type ChronicleMembership,
  chronicleAudience,
  createEvent,
  type Delivery,
  destroyEvent,
  eventPlacement,
  groupDeliveries,
  type LiveEvent,
  type LiveEventPlacement,
  updateEvent,
} from '@loom/core'
import type { ChronicleRecord, PlayerSummary } from './chronicle-records.ts'

/**
 * The events about a chronicle itself: its players joining and leaving, its name and notes,
 * its invite code (the ST's alone), its deletion. The audience is its ST and its members.
 */

/** A chronicle as its ST and members see it, with the people in it. */
export interface ChronicleSight {
  readonly record: ChronicleRecord
  readonly membership: ChronicleMembership
  readonly people: { readonly st: PlayerSummary; readonly players: readonly PlayerSummary[] }
}

/** Updates and destroys name the chronicle the way the protocol places it: under its ST. */
function placementOf(chronicle: {
  id: number
  st_id: number
  version: number
}): LiveEventPlacement {
  return eventPlacement('chronicle', chronicle, chronicle.id)
}

/**
 * Where a created chronicle goes in the recipient's store: the ST's `own_chronicles`, a
 * member's `chronicles` (the two lists of GET /players).
 */
function createPlacementFor(
  chronicle: { id: number; st_id: number; version: number },
  playerId: number,
): LiveEventPlacement {
  return {
    ...placementOf(chronicle),
    parent_id: playerId,
    assoc: playerId === chronicle.st_id ? 'own_chronicles' : 'chronicles',
  }
}

const role = (chronicle: { st_id: number }, playerId: number) =>
  playerId === chronicle.st_id ? 'st' : 'member'

/** The invite code is the ST's secret: everyone else gets the rest. */
function withoutInviteCode(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { invite_code: _hidden, ...rest } = fields
  return rest
}

/**
 * A player joined (`joinedView`: the chronicle as GET /chronicles/:id shows it to them) or
 * was removed or left (null). They gain the whole chronicle, or lose it; the others learn the
 * new list of players.
 */
export function membershipDeliveries(
  playerId: number,
  sight: ChronicleSight,
  joinedView: Record<string, unknown> | null,
): Delivery[] {
  const { record } = sight
  const others = chronicleAudience(sight.membership).filter((id) => id !== playerId)
  const playersChanged = updateEvent(placementOf(record), {
    players: sight.people.players,
    updated_at: record.updated_at,
  })
  const own: Delivery = {
    player_ids: [playerId],
    event:
      joinedView !== null
        ? createEvent(createPlacementFor(record, playerId), joinedView)
        : destroyEvent(placementOf(record)),
  }
  return others.length === 0 ? [own] : [own, { player_ids: others, event: playersChanged }]
}

/** The ST renamed the chronicle or changed its notes. */
export function chronicleUpdatedDeliveries(
  chronicle: { id: number; st_id: number; version: number },
  changes: Readonly<Record<string, unknown>>,
  membership: ChronicleMembership,
): Delivery[] {
  return groupDeliveries(
    chronicleAudience(membership),
    (id) => role(chronicle, id),
    (group): LiveEvent | null => {
      const visible = group === 'st' ? { ...changes } : withoutInviteCode(changes)
      return Object.keys(visible).length === 0 ? null : updateEvent(placementOf(chronicle), visible)
    },
  )
}

/** A new invite code (or none: joining disabled) reaches the ST alone. */
export function inviteCodeDeliveries(
  chronicle: { id: number; st_id: number; version: number },
  inviteCode: string | null,
): Delivery[] {
  return [
    {
      player_ids: [chronicle.st_id],
      event: updateEvent(placementOf(chronicle), { invite_code: inviteCode }),
    },
  ]
}

/** The chronicle was deleted: its ST and every member drop it. */
export function chronicleDeletedDeliveries(
  chronicle: { id: number; st_id: number; version: number },
  memberIds: readonly number[],
): Delivery[] {
  return [
    {
      player_ids: [...new Set([chronicle.st_id, ...memberIds])],
      event: destroyEvent(placementOf(chronicle)),
    },
  ]
}

/** A chronicle created: the ST's other devices learn of it (`view`: as the ST sees it). */
export function chronicleCreatedDeliveries(
  chronicle: { id: number; st_id: number; version: number },
  view: Record<string, unknown>,
): Delivery[] {
  return [
    {
      player_ids: [chronicle.st_id],
      event: createEvent(createPlacementFor(chronicle, chronicle.st_id), view),
    },
  ]
}
