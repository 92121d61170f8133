import { PROTOCOL_VERSION } from '@loom/core'

/**
 * The live protocol version the server last told in its welcome frame. A server speaking a
 * newer protocol than this build was made with has been upgraded under the open page, which
 * should then be reloaded. Kept here, outside the store, as the one fact the frame reads.
 */
let heard: number | null = null
const listeners = new Set<() => void>()

export function heardServerProtocol(version: number): void {
  if (version === heard) return
  heard = version
  for (const listener of listeners) listener()
}

/** Whether the server speaks a newer live protocol than this build. */
export function serverProtocolIsNewer(): boolean {
  return heard !== null && heard > PROTOCOL_VERSION
}

/** Calls `listener` whenever the server's version is heard anew; returns the unsubscribe. */
export function onServerProtocol(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
