import { authSubprotocol, CABLE_PATH, CHRONICLE_CHANNEL, liveEventSchema } from '@loom/core'
import { type Consumer, createConsumer } from '@rails/actioncable'
import type { Id } from '../api/types.ts'
import { readToken } from '../session/token.ts'
import type { LiveHandlers, LiveLink } from './live-link.ts'

/**
 * How the socket proves who it is: the session token as an extra websocket subprotocol,
 * so it never appears in a URL or a log. The only place that knows.
 */
function authenticate(consumer: Consumer, token: string): void {
  // In the client since Rails 7.1; the community type definitions predate it.
  ;(consumer as Consumer & { addSubProtocol(protocol: string): void }).addSubProtocol(
    authSubprotocol(token),
  )
}

/**
 * The stock Action Cable client: its reconnect back-off, ping staleness and retry
 * timings are the spec's numbers.
 */
export const actionCableLink: LiveLink = (playerId: Id, handlers: LiveHandlers) => {
  const consumer = createConsumer(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CABLE_PATH}`,
  )
  const token = readToken()
  if (token) authenticate(consumer, token)
  consumer.subscriptions.create(
    { channel: CHRONICLE_CHANNEL, id: playerId },
    {
      connected: () => handlers.connected(),
      disconnected: () => handlers.disconnected(),
      rejected: () => handlers.rejected(),
      received: (message: unknown) => {
        const event = liveEventSchema.safeParse(message)
        if (event.success) handlers.received(event.data)
      },
    },
  )
  return () => consumer.disconnect()
}
