import { tokenFromSubprotocols } from '@loom/core'
import type { FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import type { SessionTokens } from '../auth/session-token.ts'
import type { Db } from '../db/schema.ts'
import { findPlayer } from '../players/player-accounts.ts'
import type { CableTickets } from './cable-tickets.ts'

/** Who a socket belongs to, and when the session behind it ends (ms since the epoch). */
export interface SocketCredentials {
  readonly playerId: number
  readonly sessionExpiresAt: number
}

/**
 * Whose socket this upgrade request opens. Two ways to prove it, neither putting the
 * long-lived session token in the URL:
 * - `?ticket=…`, a single-use ticket from POST /api/v1/cable_ticket;
 * - the subprotocol `loom-token.<session token>` beside `actioncable-v1-json`.
 * A ticket, when present, decides alone. Null when neither proves a living account.
 */
export async function credentialsOf(
  request: FastifyRequest,
  deps: { db: Db; sessionTokens: SessionTokens; tickets: CableTickets },
): Promise<SocketCredentials | null> {
  const ticket = (request.query as Record<string, unknown> | undefined)?.ticket
  const credentials =
    ticket !== undefined
      ? typeof ticket === 'string'
        ? await fromTicket(ticket, deps.tickets)
        : null
      : await fromSubprotocol(offeredSubprotocols(request), deps.sessionTokens)
  if (credentials === null || credentials.sessionExpiresAt <= Date.now()) return null
  return (await findPlayer(deps.db, credentials.playerId)) ? credentials : null
}

/** The subprotocols a WebSocket client offered, in its order. */
export function offeredSubprotocols(request: FastifyRequest): string[] {
  const header = request.headers['sec-websocket-protocol'] ?? ''
  return header
    .split(',')
    .map((protocol) => protocol.trim())
    .filter((protocol) => protocol !== '')
}

async function fromTicket(ticket: string, tickets: CableTickets) {
  const grant = await tickets.redeem(ticket)
  return grant && { playerId: grant.player_id, sessionExpiresAt: grant.session_expires_at }
}

async function fromSubprotocol(offered: string[], sessionTokens: SessionTokens) {
  const token = tokenFromSubprotocols(offered)
  if (token === null) return null
  const playerId = await sessionTokens.playerIdOf(token)
  return playerId === undefined ? null : { playerId, sessionExpiresAt: sessionExpiryOf(token) }
}

/** When a session token, already verified, stops working (ms since the epoch). */
export function sessionExpiryOf(token: string): number {
  const { exp } = decodeJwt(token)
  return typeof exp === 'number' ? exp * 1000 : 0
}
