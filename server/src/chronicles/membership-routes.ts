import rateLimit from '@fastify/rate-limit'
import { canJoinChronicle, canRemovePlayer, isMember, joinChronicleSchema } from '@loom/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { forbidden, notFound, unprocessable, validate } from '../http/errors.ts'
import { parseId } from '../http/request-body.ts'
import type { RouteOptions } from '../http/route-options.ts'
import { findPlayer } from '../players/player-accounts.ts'
import { membershipHappening, placementHappening } from './chronicle-happenings.ts'
import { visibleChronicle } from './chronicle-in-path.ts'
import { chronicleJson } from './chronicle-json.ts'
import {
  addMember,
  findChronicle,
  findChronicleByInviteCode,
  membershipOf,
  removeMember,
} from './chronicle-records.ts'
import { placementChange } from './placement-change.ts'

export const UNKNOWN_INVITE_CODE = 'No chronicle has that invite code'
const ALREADY_IN = 'You are already in this chronicle'
const OWN_CHRONICLE = 'You run this chronicle, so you cannot join it as a player'

/**
 * Guessing a 24-character code is hopeless anyway; the limit keeps anyone from trying at
 * volume: per signed-in player (or per address for a visitor, who is refused anyway).
 */
export const JOIN_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  keyGenerator: async (request: FastifyRequest) => {
    const player = await request.currentPlayer()
    return player ? `player ${player.id}` : `address ${request.ip}`
  },
}

/**
 * Who is in a chronicle: joining with its invite code, leaving, and the storyteller
 * removing a player. A removed player's characters, qcs and battlegroups leave with them.
 */
export async function chronicleMembershipRoutes(
  app: FastifyInstance,
  options: RouteOptions,
): Promise<void> {
  const { db, changes } = options
  // Registered inside this plugin and off by default, so it limits only the routes that ask.
  await app.register(rateLimit, { global: false })

  app.post(
    '/api/v1/chronicles/join',
    { config: { rateLimit: JOIN_RATE_LIMIT } },
    async (request) => {
      const caller = await requirePlayer(request)
      const { invite_code } = validate(joinChronicleSchema, request.body)
      const chronicle = await findChronicleByInviteCode(db, invite_code)
      if (!chronicle) throw notFound(UNKNOWN_INVITE_CODE)
      const membership = await membershipOf(db, chronicle)
      if (!canJoinChronicle(caller, membership)) {
        const reason = isMember(caller, membership) ? ALREADY_IN : OWN_CHRONICLE
        throw unprocessable({ invite_code: [{ error: reason }] })
      }
      // A simultaneous join by the same player loses on the unique index.
      const version = await addMember(db, chronicle.id, caller.id)
      if (version === null) throw unprocessable({ invite_code: [{ error: ALREADY_IN }] })
      changes.publish({
        kind: 'chronicle_membership',
        chronicle_id: chronicle.id,
        player_id: caller.id,
        event: 'joined',
        version,
      })
      app.happenings.tell(membershipHappening(chronicle.id, 'player_joined', caller))
      const joined = (await findChronicle(db, chronicle.id)) ?? chronicle
      return chronicleJson(db, joined, await membershipOf(db, joined), caller)
    },
  )

  // What an invite link (/join/:code) opens: the chronicle's id and name, and whether the
  // caller is in it already (then the link just leads there). A disabled or replaced code
  // answers exactly like one that never existed.
  app.get<{ Params: { code: string } }>(
    '/api/v1/chronicles/invites/:code',
    { config: { rateLimit: JOIN_RATE_LIMIT } },
    async (request) => {
      const caller = await requirePlayer(request)
      const { invite_code } = validate(joinChronicleSchema, { invite_code: request.params.code })
      const chronicle = await findChronicleByInviteCode(db, invite_code)
      if (!chronicle) throw notFound(UNKNOWN_INVITE_CODE)
      const membership = await membershipOf(db, chronicle)
      return {
        chronicle_id: chronicle.id,
        name: chronicle.name,
        joined: !canJoinChronicle(caller, membership),
      }
    },
  )

  app.post<{ Params: { id: string; playerId: string } }>(
    '/api/v1/chronicles/:id/remove_player/:playerId',
    async (request) => {
      const caller = await requirePlayer(request)
      const { chronicle, membership } = await visibleChronicle(db, request.params.id, caller)
      const playerId = parseId(request.params.playerId)
      const notAMember = notFound(`Player ${request.params.playerId} is not in this chronicle`)
      if (playerId === undefined || !isMember({ id: playerId }, membership)) throw notAMember
      if (!canRemovePlayer(caller, membership, playerId)) {
        throw forbidden('Only the storyteller can remove another player')
      }
      const player = playerId === caller.id ? caller : await findPlayer(db, playerId)
      const removed = await removeMember(db, chronicle.id, playerId)
      if (!removed) throw notAMember
      changes.publish({
        kind: 'chronicle_membership',
        chronicle_id: chronicle.id,
        player_id: playerId,
        event: 'removed',
        version: removed.version,
      })
      for (const item of removed.detached) changes.publish(placementChange(item))
      for (const offer of removed.cancelledOffers) changes.publish(offer)
      const kind = playerId === caller.id ? 'player_left' : 'player_removed'
      if (player) app.happenings.tell(membershipHappening(chronicle.id, kind, player))
      for (const item of removed.detached) {
        app.happenings.tell(placementHappening(chronicle.id, 'item_removed', item))
      }
      // A player who left sees the chronicle once more, without its contents.
      const after = (await findChronicle(db, chronicle.id)) ?? chronicle
      return chronicleJson(db, after, await membershipOf(db, after), caller)
    },
  )
}
