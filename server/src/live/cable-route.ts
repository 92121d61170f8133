import websocket from '@fastify/websocket'
import { CABLE_PATH, CABLE_SUBPROTOCOLS, cableFrames } from '@loom/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CableConnection } from './cable-connection.ts'
import type { LocalSockets } from './local-sockets.ts'
import { offeredSubprotocols, type SocketCredentials } from './socket-credentials.ts'

/** No command is near this big; ws closes the socket (1009) on anything larger. */
export const MAX_FRAME_BYTES = 16 * 1024
const ACTION_CABLE_JSON = CABLE_SUBPROTOCOLS[0]
const CLOSE_GRACE_MS = 1000

/**
 * GET /cable: the Action Cable endpoint. The upgrade must offer `actioncable-v1-json` (the
 * stock client does), and the socket belongs to whoever its credentials prove; a socket
 * without valid credentials gets `disconnect` `unauthorized` without reconnecting.
 */
export async function cableRoutes(
  app: FastifyInstance,
  options: {
    sockets: LocalSockets
    authenticate: (request: FastifyRequest) => Promise<SocketCredentials | null>
  },
): Promise<void> {
  const { sockets } = options
  await app.register(websocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
      handleProtocols: (offered: Set<string>) =>
        offered.has(ACTION_CABLE_JSON) ? ACTION_CABLE_JSON : false,
    },
    // A restart tells clients to come back (to this or another process) rather than give up;
    // those that do not close their end within a second are cut off, so shutdown never waits.
    preClose(done) {
      const open = sockets.all()
      for (const connection of open) connection.disconnect('server_restart', true)
      setTimeout(() => {
        for (const connection of open) connection.terminate()
      }, CLOSE_GRACE_MS).unref()
      this.websocketServer.close()
      done()
    },
  })

  const credentials = new WeakMap<FastifyRequest, SocketCredentials | null>()
  app.route({
    method: 'GET',
    url: CABLE_PATH,
    async preValidation(request, reply) {
      if (!request.ws) return
      if (!offeredSubprotocols(request).includes(ACTION_CABLE_JSON)) {
        return reply
          .code(400)
          .send({ error: `Offer the ${ACTION_CABLE_JSON} WebSocket subprotocol` })
      }
      credentials.set(request, await options.authenticate(request))
    },
    handler: async (_request, reply) =>
      reply.code(426).send({ error: 'Connect to /cable with a WebSocket (Action Cable protocol)' }),
    wsHandler(socket, request) {
      const proven = credentials.get(request) ?? null
      if (proven === null) {
        new CableConnection(socket, 0, 0).disconnect('unauthorized', false)
        return
      }
      const connection = new CableConnection(socket, proven.playerId, proven.sessionExpiresAt)
      if (!sockets.add(connection)) {
        // Too many sockets of one player here: try again later, when a tab has closed.
        connection.disconnect('invalid_request', true)
        return
      }
      socket.on('message', (data, isBinary) => connection.receive(data, isBinary))
      socket.on('close', () => sockets.remove(connection))
      connection.send(cableFrames.welcome())
    },
  })
}
