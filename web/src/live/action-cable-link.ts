import type { Id } from '../api/types.ts'
import { readToken } from '../session/token.ts'
import type { LiveHandlers, LiveLink } from './live-link.ts'

/**
 * The socket's address, carrying the player's credentials. The server decides how a
 * socket proves who it is; this is the only line that knows.
 */
export function cableAddress(token: string | null): string {
  const base = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/cable`
  return token ? `${base}?token=${encodeURIComponent(token)}` : base
}

/**
 * The stock Action Cable client: its reconnect back-off, ping staleness and retry
 * timings are the spec's numbers. Loaded on first use to keep it off the landing page.
 */
export const actionCableLink: LiveLink = (playerId: Id, handlers: LiveHandlers) => {
  let closed = false
  let close = () => {}
  import('@rails/actioncable').then(({ createConsumer }) => {
    if (closed) return
    // A function, so every reconnect reads the current token.
    const consumer = createConsumer(() => cableAddress(readToken()))
    consumer.subscriptions.create(
      { channel: 'ChronicleChannel', id: playerId },
      {
        connected: () => handlers.connected(),
        disconnected: () => handlers.disconnected(),
        rejected: () => handlers.rejected(),
        received: (message: unknown) => handlers.received(message),
      },
    )
    close = () => consumer.disconnect()
  }, handlers.rejected)
  return () => {
    closed = true
    close()
  }
}
