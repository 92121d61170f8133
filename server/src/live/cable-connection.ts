import {
  type CableFrame,
  cableFrames,
  type DisconnectReason,
  parseCableCommand,
  parseChronicleChannelIdentifier,
} from '@loom/core'
import type { WebSocket } from 'ws'

/** Close codes sent after a disconnect frame, for clients that look at them. */
const CLOSE_CODES: Record<DisconnectReason, number> = {
  unauthorized: 1008,
  invalid_request: 1008,
  server_restart: 1012,
  remote: 1000,
}
/** A client this far behind on reading is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

/**
 * One authenticated socket speaking Action Cable's JSON protocol. Its player may subscribe
 * to ChronicleChannel with their own id only, and then receives their events on that
 * subscription. Anything else the client sends ends the connection with `invalid_request`.
 */
export class CableConnection {
  /** Each subscribed identifier, exactly as the client sent it, JSON-encoded for framing. */
  private readonly subscriptions = new Map<string, string>()
  private closed = false

  constructor(
    private readonly socket: WebSocket,
    readonly playerId: number,
    readonly sessionExpiresAt: number,
  ) {}

  /** Handles one frame from the client. */
  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (this.closed) return
    const command = isBinary ? null : parseCableCommand(textOf(data))
    if (command === null || command.command === 'message') {
      // The channel has no actions, and anything else is not Action Cable.
      this.disconnect('invalid_request', false)
      return
    }
    const { identifier } = command
    if (command.command === 'unsubscribe') {
      this.subscriptions.delete(identifier)
      return
    }
    const parsed = parseChronicleChannelIdentifier(identifier)
    if (parsed === null || parsed.id !== this.playerId) {
      this.send(cableFrames.reject(identifier))
      return
    }
    // The stock client repeats subscribe until confirmed; the stream is never doubled.
    this.subscriptions.set(identifier, JSON.stringify(identifier))
    this.send(cableFrames.confirm(identifier))
  }

  /** Sends one event, already JSON-encoded, on every subscription of this socket. */
  deliver(eventJson: string): void {
    for (const encodedIdentifier of this.subscriptions.values()) {
      this.sendText(`{"identifier":${encodedIdentifier},"message":${eventJson}}`)
    }
  }

  send(frame: CableFrame): void {
    this.sendText(JSON.stringify(frame))
  }

  sendText(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.closed = true
      this.socket.terminate()
      return
    }
    this.socket.send(text)
  }

  /** Drops the socket without a closing handshake, for clients that do not answer one. */
  terminate(): void {
    this.closed = true
    this.socket.terminate()
  }

  /** Tells the client why it is being let go and whether to come back, then closes. */
  disconnect(reason: DisconnectReason, reconnect: boolean): void {
    if (this.closed) return
    this.send(cableFrames.disconnect(reason, reconnect))
    this.closed = true
    this.socket.close(CLOSE_CODES[reason])
  }
}

function textOf(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  return Buffer.from(data).toString('utf8')
}
