import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { type CableTickets, TICKET_LIFETIME_SECONDS } from './cable-tickets.ts'
import { sessionExpiryOf } from './socket-credentials.ts'

/**
 * POST /api/v1/cable_ticket: a signed-in player's single-use ticket for opening /cable
 * (`/cable?ticket=…`) within 30 seconds. Answers {ticket, expires_in}.
 */
export async function cableTicketRoutes(
  app: FastifyInstance,
  options: { tickets: CableTickets },
): Promise<void> {
  app.post('/api/v1/cable_ticket', async (request) => {
    const player = await requirePlayer(request)
    // requirePlayer verified the bearer token; the ticket lasts no longer than it does.
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    const ticket = await options.tickets.issue({
      player_id: player.id,
      session_expires_at: sessionExpiryOf(token),
    })
    return { ticket, expires_in: TICKET_LIFETIME_SECONDS }
  })
}
