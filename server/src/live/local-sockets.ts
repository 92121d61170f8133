import { cableFrames, MAX_SOCKETS_PER_PLAYER } from '@loom/core'
import type { CableConnection } from './cable-connection.ts'
import type { Envelope } from './envelope.ts'

/**
 * The sockets this server process holds, by player: where an envelope from the bus is
 * delivered, where pings go, and which sockets close when a session ends.
 */
export class LocalSockets {
  private readonly byPlayer = new Map<number, Set<CableConnection>>()

  /** False when the player already has as many sockets open here as one player may. */
  add(connection: CableConnection): boolean {
    const open = this.byPlayer.get(connection.playerId) ?? new Set()
    if (open.size >= MAX_SOCKETS_PER_PLAYER) return false
    open.add(connection)
    this.byPlayer.set(connection.playerId, open)
    return true
  }

  remove(connection: CableConnection): void {
    const open = this.byPlayer.get(connection.playerId)
    open?.delete(connection)
    if (open?.size === 0) this.byPlayer.delete(connection.playerId)
  }

  get size(): number {
    let count = 0
    for (const open of this.byPlayer.values()) count += open.size
    return count
  }

  playerIds(): number[] {
    return [...this.byPlayer.keys()]
  }

  all(): CableConnection[] {
    return [...this.byPlayer.values()].flatMap((open) => [...open])
  }

  /**
   * Each event goes to the sockets of its recipients held here, encoded once. Returns how many
   * sends that made (one per event and socket).
   */
  deliver(envelope: Envelope): number {
    let sends = 0
    for (const { player_ids, event } of envelope.deliveries) {
      let eventJson: string | undefined
      for (const playerId of player_ids) {
        const open = this.byPlayer.get(playerId)
        if (!open) continue
        eventJson ??= JSON.stringify(event)
        for (const connection of open) connection.deliver(eventJson)
        sends += open.size
      }
    }
    for (const playerId of envelope.disconnect) this.disconnectPlayer(playerId)
    return sends
  }

  /** Every socket of a player whose account is gone: no coming back. */
  disconnectPlayer(playerId: number): void {
    for (const connection of this.byPlayer.get(playerId) ?? []) {
      connection.disconnect('unauthorized', false)
    }
  }

  /** The 3-second heartbeat: a ping to each socket, and the end of expired sessions. */
  heartbeat(now: number): void {
    const ping = JSON.stringify(cableFrames.ping(now / 1000))
    for (const connection of this.all()) {
      if (connection.sessionExpiresAt <= now) connection.disconnect('unauthorized', false)
      else connection.sendText(ping)
    }
  }
}
