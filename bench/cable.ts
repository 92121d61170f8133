/**
 * Live-update latency: how long after a PATCH is sent its event reaches the subscribed
 * sockets, with 1, 100 and 1,000 of them. For each level a chronicle is set up through the
 * API (its ST owns a character in it; ST + members hold one socket each, subscribed like the
 * stock client), then the character is renamed PATCHES times, one after another; every
 * (PATCH, socket) pair is one sample: event arrival minus the moment the PATCH was sent (as in
 * rolls.ts; timing from the response would say nothing once events go out before the answer,
 * which on SQLite waits for the disk, see wal-group-sync.ts). Prints p50/p99/max per level, the
 * PATCH's own answer time beside them, and writes bench/results/cable.json.
 * The server is the real entry point in its own process on a temporary SQLite file; the
 * sockets live in this process. Budget: p99 under 50 ms at 1,000 sockets.
 * With TEST_DATABASE_URL and TEST_REDIS_URL set, the largest level is measured again across
 * two server processes sharing a fresh PostgreSQL database and Redis: the sockets are spread
 * over both, and every PATCH goes to the first. Same budget.
 * On a shared machine the absolute figures move with its load, so the same measurement is
 * also taken against a bare `ws` server that fans one frame out to 1,000 sockets as soon as
 * it answers a POST: the ratio of the two is what the live channel itself costs.
 * Run: npx tsx bench/cable.ts (BENCH_QUICK=1 for a short check that it still runs)
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  answerTimes,
  api,
  arrivalTimes,
  type Expected,
  latencyFigures,
  People,
  type Person,
  subscribeAll,
  timeChanges,
} from './live-sockets.ts'
import {
  freshPostgres,
  percentile,
  SERVER_ENV,
  type StartedServer,
  scaled,
  startLoom,
  startProcess,
  stopped,
  writeResults,
} from './support.ts'

const LEVELS = (process.env.LEVELS ?? scaled('1,100,1000', '1,10')).split(',').map(Number)
const PATCHES = scaled(100, 5)
const WARM_UP_PATCHES = 5
const BUDGET_P99_MS = 50
const SECRET_KEY_BASE = 'cable-bench-'.repeat(6)
const NAME_CHANGE = /"name":"(Bench \d+\/\d+)"/

interface LevelResult {
  server: string
  sockets: number
  samples: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Share of events that reached their socket before the PATCH's response did. */
  beforeResponse: number
  /** The PATCH alone: sent to answered. */
  requestP99Ms: number
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'loom-cable-bench-'))
  const databaseFile = join(folder, 'loom.sqlite')
  let server: ChildProcess | undefined
  try {
    const started = await startServer(databaseFile)
    server = started.child
    const base = `http://127.0.0.1:${started.port}`
    const people = People.onSqlite(databaseFile, SECRET_KEY_BASE)
    const results: LevelResult[] = []
    for (const sockets of LEVELS) results.push(await measureLoom(base, people, sockets))
    await people.close()
    server.kill('SIGTERM')
    const bare = await startProcess(
      process.execPath,
      ['--input-type=module', '-e', BARE_SERVER],
      {},
    )
    server = bare.child
    const baseline = await measureBare(`http://127.0.0.1:${bare.port}`, Math.max(...LEVELS))
    server.kill('SIGTERM')
    const { TEST_DATABASE_URL: adminUrl, TEST_REDIS_URL: redisUrl } = process.env
    const processes =
      adminUrl && redisUrl
        ? await measureTwoProcesses(adminUrl, redisUrl, Math.max(...LEVELS))
        : undefined
    report(results, baseline, processes)
  } finally {
    server?.kill('SIGTERM')
    rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * The floor: a bare ws server speaking just enough Action Cable for the same sockets, which
 * sends every subscribed socket the same kind of update frame right after answering a POST.
 */
const BARE_SERVER = `
import { createServer } from 'node:http'
import { WebSocketServer } from 'ws'
const sockets = new Map()
const http = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => { body += chunk })
  request.on('end', () => {
    const { name } = JSON.parse(body)
    response.end('{}')
    setImmediate(() => {
      for (const [socket, identifier] of sockets) {
        const event = { event: 'update', type: 'character', id: 1, version: 2, parent_type: 'players',
          parent_id: 1, assoc: 'characters', chronicle_id: 1, entity: null,
          changes: { name, updated_at: new Date().toISOString() } }
        socket.send(JSON.stringify({ identifier, message: event }))
      }
    })
  })
})
const wss = new WebSocketServer({ server: http, handleProtocols: () => 'actioncable-v1-json' })
wss.on('connection', (socket) => {
  socket.send(JSON.stringify({ type: 'welcome' }))
  socket.on('message', (data) => {
    const { identifier } = JSON.parse(data.toString())
    sockets.set(socket, identifier)
    socket.send(JSON.stringify({ type: 'confirm_subscription', identifier }))
  })
  socket.on('close', () => sockets.delete(socket))
})
http.listen(0, '127.0.0.1', () => console.log('Loom listening on http://localhost:' + http.address().port))
`

async function measureLoom(base: string, people: People, sockets: number): Promise<LevelResult> {
  const { st, listeners, rename } = await renamedInChronicle(() => base, people, sockets)
  return measure('Loom', base, [st, ...listeners], rename)
}

/**
 * The ST's character in a chronicle with `sockets - 1` members, who join through the process
 * `baseOf` names for each; answers the listeners and the rename, sent to the first process.
 */
async function renamedInChronicle(
  baseOf: (index: number) => string,
  people: People,
  sockets: number,
) {
  const base = baseOf(0)
  const st = await people.create()
  const chronicle = await api(base, st, 'POST', '/chronicles', { name: `${sockets} sockets` })
  const character = await api(base, st, 'POST', '/characters', { name: 'Bench', type: 'Character' })
  await api(base, st, 'POST', `/chronicles/${chronicle.id}/add_character/${character.id}`)
  const listeners: Person[] = []
  for (let i = 1; i < sockets; i += 1) {
    const member = await people.create()
    await api(baseOf(i), member, 'POST', '/chronicles/join', {
      invite_code: chronicle.invite_code,
    })
    listeners.push(member)
  }
  const rename = (name: string) =>
    api(base, st, 'PATCH', `/characters/${character.id}`, { character: { name } })
  return { st, listeners, rename }
}

/** Two server processes on one fresh PostgreSQL database and Redis, sockets on both. */
async function measureTwoProcesses(
  adminUrl: string,
  redisUrl: string,
  sockets: number,
): Promise<LevelResult> {
  const database = await freshPostgres(adminUrl)
  const servers: ChildProcess[] = []
  let people: People | undefined
  try {
    const bases: string[] = []
    for (let n = 0; n < 2; n += 1) {
      const started = await startServer(database.url, redisUrl)
      servers.push(started.child)
      bases.push(`http://127.0.0.1:${started.port}`)
    }
    people = People.onPostgres(database.url, SECRET_KEY_BASE)
    const baseOf = (index: number) => bases[index % 2]!
    const { st, listeners, rename } = await renamedInChronicle(baseOf, people, sockets)
    return await measure('2 processes', baseOf, [st, ...listeners], rename)
  } finally {
    // Gone before their database is dropped, so that neither warns of a lost connection.
    await Promise.all(servers.map(stopped))
    await people?.close()
    await database.drop()
  }
}

async function measureBare(base: string, sockets: number): Promise<LevelResult> {
  const listeners = Array.from({ length: sockets }, (_, i) => ({ id: i + 1, token: 'none' }))
  return measure('bare ws', base, listeners, async (name) => {
    const response = await fetch(`${base}/fanout`, {
      method: 'POST',
      body: JSON.stringify({ name }),
    })
    await response.text()
  })
}

/** Opens a socket per listener, then makes one change after another and times the arrivals. */
async function measure(
  server: string,
  base: string | ((index: number) => string),
  listeners: Person[],
  change: (name: string) => Promise<unknown>,
): Promise<LevelResult> {
  const sockets = listeners.length
  const arrivals = new Map<string, Expected>()
  // Events are matched by the new name in their text.
  const clients = await subscribeAll(
    base,
    listeners,
    arrivals,
    (text) => NAME_CHANGE.exec(text)?.[1],
  )

  const timed = await timeChanges({
    arrivals,
    sockets,
    warmUp: WARM_UP_PATCHES,
    count: PATCHES,
    keyOf: (i) => `Bench ${sockets}/${i}`,
    change,
  })
  for (const client of clients) client.close()
  const samples = arrivalTimes(timed)
  const early = timed.flatMap(({ answeredAt, arrived }) => arrived.filter((at) => at < answeredAt))
  return {
    server,
    sockets,
    ...latencyFigures(samples),
    beforeResponse: early.length / samples.length,
    requestP99Ms: percentile(answerTimes(timed), 0.99),
  }
}

function startServer(databaseUrl: string, redisUrl = ''): Promise<StartedServer> {
  return startLoom({
    ...SERVER_ENV,
    DATABASE_URL: databaseUrl,
    SECRET_KEY_BASE,
    REDIS_URL: redisUrl,
    // Hundreds of renames in a row by one storyteller are the measurement.
    WRITE_RATE_LIMIT: 'off',
  })
}

function report(results: LevelResult[], baseline: LevelResult, processes?: LevelResult) {
  console.log(`PATCH sent → event arrival, ${PATCHES} changes per level`)
  for (const r of [...results, baseline, ...(processes ? [processes] : [])]) {
    const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`
    const early = `${(r.beforeResponse * 100).toFixed(0)}% arrived before its response`
    console.log(
      `${r.server.padEnd(12)}${String(r.sockets).padStart(5)} sockets  p50 ${ms(r.p50Ms)}  p99 ${ms(r.p99Ms)}  max ${ms(r.maxMs)}  (PATCH alone p99 ${ms(r.requestP99Ms)}; ${early})`,
    )
  }
  const largest = results.at(-1)!
  const ratio = largest.p99Ms / Math.max(baseline.p99Ms, 0.01)
  console.log(
    `${verdict('one process on SQLite', largest)}; Loom/bare ws p99 ratio ${ratio.toFixed(2)}`,
  )
  if (processes) console.log(verdict('two processes on PostgreSQL and Redis', processes))
  else console.log('two processes: not measured (set TEST_DATABASE_URL and TEST_REDIS_URL)')
  writeResults('cable', { patches: PATCHES, results, baseline, ratio, processes })
}

function verdict(what: string, result: LevelResult): string {
  const met = result.p99Ms < BUDGET_P99_MS ? 'met' : 'NOT met'
  return `budget: p99 < ${BUDGET_P99_MS} ms at ${result.sockets} sockets, ${what}: ${met} (${result.p99Ms.toFixed(2)} ms)`
}

await main()
