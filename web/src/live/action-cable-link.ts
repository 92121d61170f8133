import {
  authSubprotocol,
  CABLE_PATH,
  CHRONICLE_CHANNEL,
  liveMessageSchema,
  welcomeProtocolVersion,
} from '@loom/core'
import { adapters, ConnectionMonitor, type Consumer, createConsumer } from '@rails/actioncable'
import type { Id } from '../api/types.ts'
import { readToken } from '../session/token.ts'
import type { LiveHandlers, LiveLink } from './live-link.ts'
import { reconnectDelayMs } from './reconnect-delay.ts'
import { heardServerProtocol } from './server-protocol.ts'

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

function readWelcome(event: MessageEvent): void {
  const version = typeof event.data === 'string' ? welcomeProtocolVersion(event.data) : null
  if (version !== null) heardServerProtocol(version)
}

/**
 * The stock client keeps the welcome frame to itself. Its WebSocket adapter is the documented
 * way to change the sockets it opens: each socket's first frame, always the welcome, is also
 * read here for the server's protocol version.
 */
class WelcomeReadingSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols)
    this.addEventListener('message', readWelcome, { once: true })
  }
}

/**
 * The stock client's connection monitor waits between its checks of a quiet connection on a
 * curve of its own; the spec's curve replaces it (the monitor's one documented extension
 * point is its prototype, as for the socket adapter below).
 */
export function useSpecReconnectDelay(): void {
  ;(
    ConnectionMonitor.prototype as unknown as { getPollInterval(this: ConnectionMonitor): number }
  ).getPollInterval = function getPollInterval() {
    return reconnectDelayMs(this.reconnectAttempts)
  }
}

/**
 * The stock Action Cable client: its ping staleness (6 s), reopen delay and subscription retry
 * timings are the spec's numbers; its reconnect back-off is made the spec's.
 */
export const actionCableLink: LiveLink = (playerId: Id, handlers: LiveHandlers) => {
  useSpecReconnectDelay()
  // The community type definitions give the adapter as an instance, not a constructor.
  ;(adapters as unknown as { WebSocket: typeof WebSocket }).WebSocket = WelcomeReadingSocket
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
        const parsed = liveMessageSchema.safeParse(message)
        if (parsed.success) handlers.received(parsed.data)
      },
    },
  )
  return () => consumer.disconnect()
}
