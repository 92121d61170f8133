import type { LiveLink } from './live-link.ts'

/**
 * The live channel, loaded on first use: the socket client and the protocol's schemas
 * stay off the landing page, which never opens a channel.
 */
export const lazyLiveLink: LiveLink = (playerId, handlers) => {
  let closed = false
  let close = () => {}
  import('./action-cable-link.ts').then(({ actionCableLink }) => {
    if (!closed) close = actionCableLink(playerId, handlers)
  }, handlers.rejected)
  return () => {
    closed = true
    close()
  }
}
