// What the live-channel benchmarks share: players with session tokens, subscribed sockets that
// time the events they wait for, and the wait itself.
import { hkdfSync } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { authSubprotocol, CABLE_SUBPROTOCOLS, chronicleChannelIdentifier } from '@loom/core'
import SqliteDatabase from 'better-sqlite3'
import { SignJWT } from 'jose'
import WebSocket from 'ws'
import { percentile, pg } from './support.ts'

export interface Person {
  id: number
  token: string
}

/** Adds a player row and answers its id. */
type InsertPlayer = (displayName: string, email: string, now: string) => Promise<number>

/**
 * Players made straight in the server's database (its SQLite file, or PostgreSQL), with
 * session tokens signed as the server signs them (from the same SECRET_KEY_BASE).
 */
export class People {
  private readonly key: Uint8Array
  private next = 0

  private constructor(
    private readonly insert: InsertPlayer,
    secretKeyBase: string,
    readonly close: () => Promise<void>,
  ) {
    this.key = new Uint8Array(hkdfSync('sha256', secretKeyBase, 'loom', 'session token', 32))
  }

  static onSqlite(file: string, secretKeyBase: string): People {
    const database = new SqliteDatabase(file)
    database.pragma('busy_timeout = 5000')
    // SQLite's own parameter style: the same statement, with `now` given twice.
    const statement = database.prepare(INSERT_PLAYER.replace('$1, $2, $3, $3', '?, ?, ?, ?'))
    const insert: InsertPlayer = async (name, email, now) =>
      (statement.get(name, email, now, now) as { id: number }).id
    return new People(insert, secretKeyBase, async () => {
      database.close()
    })
  }

  /** On the PostgreSQL database `url`, once the server has migrated it. */
  static onPostgres(url: string, secretKeyBase: string): People {
    const pool = new pg.Pool({ connectionString: url, max: 2 })
    const insert: InsertPlayer = async (...values) =>
      (await pool.query<{ id: number }>(INSERT_PLAYER, values)).rows[0]!.id
    return new People(insert, secretKeyBase, () => pool.end())
  }

  async create(): Promise<Person> {
    this.next += 1
    const id = await this.insert(
      `Bench ${this.next}`,
      `bench${this.next}@example.com`,
      new Date().toISOString(),
    )
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(this.key)
    return { id, token }
  }
}

const INSERT_PLAYER =
  'INSERT INTO players (display_name, email, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id'

/** A JSON API call with the person's token; throws on any answer but 2xx. */
export async function api(
  base: string,
  person: Person,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${person.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>)
}

/** The arrival times of one event at every socket; resolves when the last one is in. */
export interface Expected {
  arrive(at: number): void
  all(timeoutMs: number, what: string): Promise<number[]>
}

export function expectArrivals(count: number): Expected {
  const arrived: number[] = []
  let finish = () => {}
  const complete = new Promise<void>((resolve) => {
    finish = resolve
  })
  return {
    arrive(at) {
      arrived.push(at)
      if (arrived.length === count) finish()
    },
    async all(timeoutMs, what) {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs)
      })
      await Promise.race([complete, timeout]).finally(() => clearTimeout(timer))
      return arrived
    },
  }
}

/** One change's times: sent, answered, and its event's arrival at each socket. */
export interface TimedChange {
  sentAt: number
  answeredAt: number
  arrived: number[]
}

/**
 * Makes the changes one after another, each waiting for its event at all `sockets` (matched
 * in `arrivals` by the key the change carries), and answers the times of those after the
 * warm-up.
 */
export async function timeChanges(plan: {
  arrivals: Map<string, Expected>
  sockets: number
  warmUp: number
  count: number
  keyOf: (index: number) => string
  change: (key: string) => Promise<unknown>
}): Promise<TimedChange[]> {
  const timed: TimedChange[] = []
  for (let i = 0; i < plan.warmUp + plan.count; i += 1) {
    const key = plan.keyOf(i)
    const expected = expectArrivals(plan.sockets)
    plan.arrivals.set(key, expected)
    const sentAt = performance.now()
    await plan.change(key)
    const answeredAt = performance.now()
    const arrived = await expected.all(10_000, `${plan.sockets} events for ${key}`)
    plan.arrivals.delete(key)
    if (i >= plan.warmUp) timed.push({ sentAt, answeredAt, arrived })
  }
  return timed
}

/** Each event's arrival at each socket after its change was sent, shortest first. */
export const arrivalTimes = (timed: readonly TimedChange[]): number[] =>
  timed.flatMap(({ sentAt, arrived }) => arrived.map((at) => at - sentAt)).sort((a, b) => a - b)

/** Each change's own time, sent to answered, shortest first. */
export const answerTimes = (timed: readonly TimedChange[]): number[] =>
  timed.map(({ sentAt, answeredAt }) => answeredAt - sentAt).sort((a, b) => a - b)

/** How many latencies were measured, their median, p99 and worst (of sorted values). */
export function latencyFigures(sorted: number[]) {
  return {
    samples: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
  }
}

/**
 * A socket as the stock client opens it, subscribed to its player's stream. Each frame `keyOf`
 * names (by a cheap look at its text: the sockets share this process) is timed against the
 * waiting arrival of that key.
 */
export function subscribe(
  base: string,
  person: Person,
  arrivals: Map<string, Expected>,
  keyOf: (text: string) => string | undefined,
): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/cable`, [
    ...CABLE_SUBPROTOCOLS,
    authSubprotocol(person.token),
  ])
  const identifier = chronicleChannelIdentifier(person.id)
  return new Promise((resolve, reject) => {
    socket.on('error', reject)
    socket.on('message', (data) => {
      const at = performance.now()
      const text = data.toString()
      const key = keyOf(text)
      if (key !== undefined) {
        arrivals.get(key)?.arrive(at)
        return
      }
      const frame = JSON.parse(text) as { type?: string }
      if (frame.type === 'welcome')
        socket.send(JSON.stringify({ command: 'subscribe', identifier }))
      else if (frame.type === 'confirm_subscription') resolve(socket)
      else if (frame.type === 'disconnect') reject(new Error(`disconnected: ${text}`))
    })
  })
}

/**
 * Subscribes every listener, fifty at a time, to `base` (or, with several server processes,
 * to the one `base` names for the listener's index).
 */
export async function subscribeAll(
  base: string | ((index: number) => string),
  listeners: readonly Person[],
  arrivals: Map<string, Expected>,
  keyOf: (text: string) => string | undefined,
): Promise<WebSocket[]> {
  const baseOf = typeof base === 'string' ? () => base : base
  const clients: WebSocket[] = []
  for (let i = 0; i < listeners.length; i += 50) {
    const batch = listeners.slice(i, i + 50)
    clients.push(
      ...(await Promise.all(
        batch.map((person, n) => subscribe(baseOf(i + n), person, arrivals, keyOf)),
      )),
    )
  }
  return clients
}
