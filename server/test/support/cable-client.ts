import {
  AUTH_SUBPROTOCOL_PREFIX,
  CABLE_SUBPROTOCOLS,
  chronicleChannelIdentifier,
  type LiveEvent,
  type LiveMessage,
  liveEventSchema,
  liveMessageSchema,
  type SessionLogLine,
} from '@loom/core'
import WebSocket from 'ws'

/** Any frame the server sent, decoded. */
export type Frame = Record<string, unknown>

/**
 * A real WebSocket client speaking Action Cable the way the stock browser client does:
 * it offers the same subprotocols and keeps every frame it receives, so tests can wait for
 * the ones they expect and check that others never came.
 */
export class CableClient {
  readonly frames: Frame[] = []
  /**
   * Session log lines (`log_line` messages), kept apart from `frames`: they follow nearly every
   * change, a moment after its own events, so tests of those events need not expect them.
   */
  readonly logLines: SessionLogLine[] = []
  closeCode: number | undefined
  private waiters: (() => void)[] = []

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame
      const message = frame.message as { event?: unknown; line?: SessionLogLine } | undefined
      if (message?.event === 'log_line' && message.line) this.logLines.push(message.line)
      else this.frames.push(frame)
      this.wake()
    })
    socket.on('close', (code) => {
      this.closeCode = code
      this.wake()
    })
  }

  /** Opens a socket; resolves once the upgrade succeeded (whatever the server says next). */
  static open(
    baseUrl: string,
    options: { query?: string; token?: string; protocols?: string[] } = {},
  ): Promise<CableClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/cable${options.query ?? ''}`
    const protocols = options.protocols ?? [
      ...CABLE_SUBPROTOCOLS,
      ...(options.token ? [`${AUTH_SUBPROTOCOL_PREFIX}${options.token}`] : []),
    ]
    const socket = new WebSocket(url, protocols)
    const client = new CableClient(socket)
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client))
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused with HTTP ${response.statusCode}`)),
      )
      socket.once('error', reject)
    })
  }

  /** Opens a socket with the player's token and subscribes to their own stream. */
  static async subscribed(baseUrl: string, token: string, playerId: number): Promise<CableClient> {
    const client = await CableClient.open(baseUrl, { token })
    await client.next((frame) => frame.type === 'welcome')
    client.command('subscribe', chronicleChannelIdentifier(playerId))
    await client.next((frame) => frame.type === 'confirm_subscription')
    return client
  }

  get protocol(): string {
    return this.socket.protocol
  }

  command(command: string, identifier: string): void {
    this.sendText(JSON.stringify({ command, identifier }))
  }

  sendText(text: string): void {
    this.socket.send(text)
  }

  /** The first frame (received so far or later) that matches, removed from `frames`. */
  async next(matches: (frame: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = this.frames.findIndex(matches)
      if (index >= 0) return this.frames.splice(index, 1)[0]!
      if (this.closeCode !== undefined) throw new Error('the socket closed while waiting')
      const left = deadline - Date.now()
      if (left <= 0) {
        throw new Error(`no matching frame; received ${JSON.stringify(this.frames).slice(0, 500)}`)
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** The next live event, which must be valid under the protocol's schema. */
  async nextEvent(timeoutMs?: number): Promise<LiveEvent> {
    const frame = await this.next(
      (candidate) => 'identifier' in candidate && 'message' in candidate,
      timeoutMs,
    )
    return liveEventSchema.parse(frame.message)
  }

  /** The next message of any kind the channel carries (entity or roll events), validated. */
  async nextMessage(timeoutMs?: number): Promise<LiveMessage> {
    const frame = await this.next(
      (candidate) => 'identifier' in candidate && 'message' in candidate,
      timeoutMs,
    )
    return liveMessageSchema.parse(frame.message)
  }

  /** The live events received so far, without waiting. */
  events(): LiveEvent[] {
    return this.frames
      .filter((frame) => 'message' in frame && 'identifier' in frame)
      .map((frame) => frame.message as LiveEvent)
  }

  async closed(timeoutMs = 3000): Promise<number> {
    const deadline = Date.now() + timeoutMs
    while (this.closeCode === undefined) {
      if (Date.now() > deadline) throw new Error('the socket stayed open')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return this.closeCode
  }

  close(): void {
    this.socket.close()
  }

  private wake() {
    const waiters = this.waiters
    this.waiters = []
    for (const wake of waiters) wake()
  }
}

/** The base URL of an app listening on an ephemeral port. */
export function baseUrlOf(address: string | { port: number } | null): string {
  if (address === null || typeof address === 'string') throw new Error('the app is not listening')
  return `http://127.0.0.1:${address.port}`
}
