import type { LiveMessage } from '@loom/core'
import type { Id } from '../api/types.ts'

/** What the store hears from the live channel. */
export interface LiveHandlers {
  connected(): void
  disconnected(): void
  rejected(): void
  /** Only well-formed messages of the live protocol (entity and roll events) get this far. */
  received(message: LiveMessage): void
}

/** Opens the player's live stream; the returned function closes it for good. */
export type LiveLink = (playerId: Id, handlers: LiveHandlers) => () => void
