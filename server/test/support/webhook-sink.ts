import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the sink received: when, where and what was posted. */
export interface SinkRequest {
  at: number
  method: string
  path: string
  body: unknown
}

/** How the sink answers one request: a status and headers (its body is always a secret). */
export interface SinkAnswer {
  status: number
  headers?: Record<string, string>
}

/**
 * A loopback HTTP server standing in for Discord: it records every request and answers from
 * a script (then 204s). Its body always holds SINK_SECRET, so a test can prove no answer is
 * ever echoed.
 */
export const SINK_SECRET = 'sink-body-that-must-never-be-echoed'

export class WebhookSink {
  readonly requests: SinkRequest[] = []
  private script: SinkAnswer[] = []
  /** While holding, requests get no answer until release(). */
  private holding = false
  private held: (() => void)[] = []
  private waiters: { count: number; resolve: () => void }[] = []

  private constructor(
    private readonly server: http.Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<WebhookSink> {
    let sink: WebhookSink | undefined
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => sink?.received(request, Buffer.concat(chunks).toString(), response))
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    sink = new WebhookSink(server, `http://127.0.0.1:${port}`)
    return sink
  }

  /** The prefix an operator would allow for this sink (DISCORD_WEBHOOK_PREFIXES). */
  get prefix(): string {
    return `${this.origin}/api/webhooks/`
  }

  /** A webhook URL under the sink's prefix; `id` keeps tests apart. */
  webhookUrl(id: number | string = 1, token = 'tok3n-secret-abcdef'): string {
    return `${this.prefix}${id}/${token}`
  }

  /** The next requests are answered in this order; later ones get 204. */
  answer(...answers: SinkAnswer[]): void {
    this.script.push(...answers)
  }

  /** Resolves once `count` requests in all have arrived. */
  waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the sink got ${this.requests.length} of ${count} requests`)),
        timeoutMs,
      )
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer)
          resolve()
        },
      })
    })
  }

  /** Bodies posted to one webhook path, in order. */
  bodiesFor(path: string): unknown[] {
    return this.requests.filter((one) => one.path === path).map((one) => one.body)
  }

  /** From now on, requests wait unanswered (a webhook that hangs) until release(). */
  hold(): void {
    this.holding = true
  }

  heldCount(): number {
    return this.held.length
  }

  release(): void {
    this.holding = false
    for (const answer of this.held.splice(0)) answer()
  }

  reset(): void {
    this.requests.splice(0)
    this.script = []
  }

  async close(): Promise<void> {
    this.server.closeAllConnections()
    this.server.close()
  }

  private received(request: http.IncomingMessage, text: string, response: http.ServerResponse) {
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    this.requests.push({
      at: Date.now(),
      method: request.method ?? '',
      path: request.url ?? '',
      body,
    })
    const answer = this.script.shift() ?? { status: 204 }
    const send = () => {
      response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers })
      response.end(SINK_SECRET)
    }
    if (this.holding) this.held.push(send)
    else send()
    for (const waiter of this.waiters.filter((one) => this.requests.length >= one.count)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
  }
}
