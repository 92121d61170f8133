/**
 * The soak: a game night's load held for half an hour, to show nothing degrades with time.
 * Two server processes share a fresh PostgreSQL database and Redis (loopback only); CHRONICLES
 * chronicles of PLAYERS_PER_CHRONICLE people each (an ST and players, each with a character in
 * it and a live socket on one of the two processes, alternately). Every player edits their
 * character every EDIT_EVERY_MS and rolls in the chronicle every ROLL_EVERY_MS, both with
 * jitter, through the process their socket is on; every edit is also timed to its event at
 * every socket of the chronicle.
 * Prints, per window of WINDOW_MS: requests, errors, request p50/p99, live-event p99, each
 * process's resident memory and, to tell a slow window's cause, the longest stall of this
 * script's own event loop (every sample here is timed by it) and the database's checkpoints;
 * then the targets (no error, memory flat, p99 steady) and whether each is met, and writes
 * bench/results/soak.json.
 * Needs TEST_DATABASE_URL (a PostgreSQL server that may create databases) and TEST_REDIS_URL.
 * Run: npx tsx bench/soak.ts (BENCH_QUICK=1 for 40 players over 20 s, to check that it runs)
 */
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type WebSocket from 'ws'
import {
  api,
  type Expected,
  expectArrivals,
  People,
  type Person,
  subscribeAll,
} from './live-sockets.ts'
import {
  freshPostgres,
  median,
  percentile,
  pg,
  SERVER_ENV,
  type StartedServer,
  scaled,
  startProcess,
  stopped,
  writeResults,
} from './support.ts'

const CHRONICLES = scaled(20, 4)
const PLAYERS_PER_CHRONICLE = 10
const DURATION_MS = Number(process.env.SOAK_MINUTES ?? scaled(30, 1 / 3)) * 60_000
const WINDOW_MS = scaled(60_000, 5_000)
const EDIT_EVERY_MS = 3_000
const ROLL_EVERY_MS = 20_000
const EVENT_TIMEOUT_MS = 10_000
const SECRET_KEY_BASE = 'soak-bench-'.repeat(6)
/** An edit's new name: what the sockets' events are matched by. */
const TIMED = /"name":"(Soak \d+\/\d+)"/

/** Targets: no error at all; memory at the end within this share of its early level; p99s. */
const MEMORY_GROWTH_LIMIT = 0.2
const P99_STEADY_FACTOR = 2

interface Player extends Person {
  base: string
  chronicleId: number
  characterId: number
}

interface Window {
  endsAtMinute: number
  requests: number
  errors: number
  requestP50Ms: number
  requestP99Ms: number
  eventP99Ms: number
  residentMiB: number[]
  /** The longest this script's event loop was blocked: its timings include such a stall. */
  benchLoopStallMs: number
  /** Checkpoints the PostgreSQL server made in the window (each flushes its dirty pages). */
  checkpoints: number
}

/** What one window gathers while it runs. */
class WindowSamples {
  requests: number[] = []
  events: number[] = []
  errors = 0
}

async function main() {
  const { TEST_DATABASE_URL: adminUrl, TEST_REDIS_URL: redisUrl } = process.env
  if (!adminUrl || !redisUrl) {
    console.log('soak: not measured (set TEST_DATABASE_URL and TEST_REDIS_URL)')
    return
  }
  const database = await freshPostgres(adminUrl)
  const servers: StartedServer[] = []
  let people: People | undefined
  let sockets: WebSocket[] = []
  try {
    for (let n = 0; n < 2; n += 1) servers.push(await startServer(database.url, redisUrl))
    const bases = servers.map((server) => `http://127.0.0.1:${server.port}`)
    people = People.onPostgres(database.url, SECRET_KEY_BASE)
    const tables: Player[][] = []
    for (let c = 0; c < CHRONICLES; c += 1) tables.push(await table(c, bases, people))
    const players = tables.flat()
    const arrivals = new Map<string, Expected>()
    sockets = await subscribeAll(
      (index) => players[index]!.base,
      players,
      arrivals,
      (text) => TIMED.exec(text)?.[1],
    )
    let current = new WindowSamples()
    for (const socket of sockets) socket.on('close', () => current.errors++)
    const windows: Window[] = []
    const started = performance.now()
    const stopAt = started + DURATION_MS
    const loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
    const checkpoints = await checkpointCounter(database.url)
    let checkpointsBefore = await checkpoints.count()
    const closeWindow = async () => {
      const samples = current
      current = new WindowSamples()
      const minute = (performance.now() - started) / 60_000
      const stallMs = loopDelay.max / 1e6
      loopDelay.reset()
      const checkpointsNow = await checkpoints.count()
      const made = checkpointsNow - checkpointsBefore
      checkpointsBefore = checkpointsNow
      windows.push(summary(samples, minute, servers, stallMs, made))
      printWindow(windows.at(-1)!)
    }
    // Windows close one after another, and the last has closed before the counter does.
    let closing = Promise.resolve()
    const ticker = setInterval(() => {
      closing = closing.then(closeWindow)
    }, WINDOW_MS)
    console.log(
      `soak: ${players.length} players in ${CHRONICLES} chronicles, 2 processes on PostgreSQL + Redis, ${(DURATION_MS / 60_000).toFixed(1)} min`,
    )
    await Promise.all(
      players.map((player, index) =>
        playUntil(stopAt, player, index, arrivals, () => current, PLAYERS_PER_CHRONICLE),
      ),
    )
    clearInterval(ticker)
    await closing
    loopDelay.disable()
    await checkpoints.close()
    report(windows)
  } finally {
    for (const socket of sockets) socket.removeAllListeners('close').close()
    await Promise.all(servers.map((server) => stopped(server.child)))
    await people?.close()
    await database.drop()
  }
}

/** One chronicle: its ST and players, each with a character in it, on alternating processes. */
async function table(number: number, bases: string[], people: People): Promise<Player[]> {
  const st = await people.create()
  const chronicle = await api(bases[0]!, st, 'POST', '/chronicles', { name: `Soak ${number}` })
  const players: Player[] = []
  for (let seat = 0; seat < PLAYERS_PER_CHRONICLE; seat += 1) {
    const person = seat === 0 ? st : await people.create()
    const base = bases[seat % bases.length]!
    if (seat > 0) {
      await api(base, person, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
    }
    const character = await api(base, person, 'POST', '/characters', {
      name: `Seat ${seat}`,
      type: 'SolarCharacter',
    })
    await api(base, person, 'POST', `/chronicles/${chronicle.id}/add_character/${character.id}`)
    players.push({
      ...person,
      base,
      chronicleId: chronicle.id as number,
      characterId: character.id as number,
    })
  }
  return players
}

/** A player's evening: an edit every EDIT_EVERY_MS and a roll every ROLL_EVERY_MS, jittered. */
async function playUntil(
  stopAt: number,
  player: Player,
  index: number,
  arrivals: Map<string, Expected>,
  windowNow: () => WindowSamples,
  audience: number,
) {
  let nextRollAt = performance.now() + jittered(ROLL_EVERY_MS)
  await pause(jittered(EDIT_EVERY_MS))
  for (let edit = 0; performance.now() < stopAt; edit += 1) {
    const label = `Soak ${index}/${edit}`
    const expected = expectArrivals(audience)
    arrivals.set(label, expected)
    const sentAt = performance.now()
    try {
      await api(player.base, player, 'PATCH', `/characters/${player.characterId}`, {
        character: { name: label, xp_total: edit % 100 },
      })
      windowNow().requests.push(performance.now() - sentAt)
      const arrived = await expected.all(EVENT_TIMEOUT_MS, `the events of ${label}`)
      for (const at of arrived) windowNow().events.push(at - sentAt)
      if (performance.now() >= nextRollAt) {
        nextRollAt += jittered(ROLL_EVERY_MS)
        const rolledAt = performance.now()
        await api(player.base, player, 'POST', `/chronicles/${player.chronicleId}/rolls`, {
          roll: { dice: 8, label: `Soak roll ${index}/${edit}` },
        })
        windowNow().requests.push(performance.now() - rolledAt)
      }
    } catch (error) {
      windowNow().errors += 1
      console.error(`soak error: ${(error as Error).message}`)
    } finally {
      arrivals.delete(label)
    }
    await pause(Math.max(0, sentAt + jittered(EDIT_EVERY_MS) - performance.now()))
  }
}

/** Between half and one and a half times `ms`, so that the players do not march in step. */
function jittered(ms: number): number {
  return ms * (0.5 + Math.random())
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function summary(
  samples: WindowSamples,
  minute: number,
  servers: StartedServer[],
  benchLoopStallMs: number,
  checkpoints: number,
): Window {
  const requests = [...samples.requests].sort((a, b) => a - b)
  const events = [...samples.events].sort((a, b) => a - b)
  return {
    endsAtMinute: Math.round(minute * 100) / 100,
    requests: requests.length,
    errors: samples.errors,
    requestP50Ms: percentile(requests, 0.5),
    requestP99Ms: percentile(requests, 0.99),
    eventP99Ms: percentile(events, 0.99),
    residentMiB: servers.map((server) => residentMiB(server.child)),
    benchLoopStallMs: Math.round(benchLoopStallMs * 10) / 10,
    checkpoints,
  }
}

/** Reads how many checkpoints the PostgreSQL server has made. */
async function checkpointCounter(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ name: string }>(
    "SELECT to_regclass('pg_catalog.pg_stat_checkpointer')::text AS name",
  )
  // PostgreSQL 17 moved the counters from pg_stat_bgwriter to pg_stat_checkpointer.
  const query = rows[0]?.name
    ? 'SELECT num_timed + num_requested AS made FROM pg_stat_checkpointer'
    : 'SELECT checkpoints_timed + checkpoints_req AS made FROM pg_stat_bgwriter'
  return {
    count: async () => Number((await client.query<{ made: string }>(query)).rows[0]!.made),
    close: () => client.end(),
  }
}

/** The resident memory of a process, from /proc (Linux). */
function residentMiB(server: ChildProcess): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN)
  return Math.round(kib / 1024)
}

function printWindow(w: Window) {
  console.log(
    `${w.endsAtMinute.toFixed(2).padStart(6)} min  ${String(w.requests).padStart(6)} requests  ${w.errors} errors  request p50 ${w.requestP50Ms.toFixed(1).padStart(6)} ms  p99 ${w.requestP99Ms.toFixed(1).padStart(6)} ms  event p99 ${w.eventP99Ms.toFixed(1).padStart(6)} ms  RSS ${w.residentMiB.join(' / ')} MiB  bench stall ${w.benchLoopStallMs.toFixed(0)} ms  checkpoints ${w.checkpoints}`,
  )
}

function report(windows: Window[]) {
  // The first fifth is warm-up: caches fill, the JIT settles; memory is judged after it.
  const early = windows[Math.max(0, Math.floor(windows.length / 5) - 1)]!
  const last = windows.at(-1)!
  const errors = windows.reduce((sum, w) => sum + w.errors, 0)
  const growth = Math.max(
    ...last.residentMiB.map((mib, process) => mib / early.residentMiB[process]! - 1),
  )
  const p99s = windows.map((w) => w.requestP99Ms)
  const typicalP99 = median(p99s)
  const worstP99 = Math.max(...p99s)
  const verdicts = [
    ['no error', errors === 0, `${errors} errors`],
    [
      `memory flat (RSS grows < ${MEMORY_GROWTH_LIMIT * 100}% after warm-up)`,
      growth < MEMORY_GROWTH_LIMIT,
      `${early.residentMiB.join(' / ')} → ${last.residentMiB.join(' / ')} MiB (${(growth * 100).toFixed(0)}%)`,
    ],
    [
      `p99 steady (every window's request p99 < ${P99_STEADY_FACTOR}× the median window's)`,
      worstP99 < P99_STEADY_FACTOR * Math.max(typicalP99, 1),
      `median ${typicalP99.toFixed(1)} ms, worst ${worstP99.toFixed(1)} ms`,
    ],
  ] as const
  for (const [target, met, figure] of verdicts) {
    console.log(`target: ${target}: ${figure}, ${met ? 'met' : 'NOT met'}`)
  }
  for (const w of windows.filter((w) => w.requestP99Ms >= P99_STEADY_FACTOR * typicalP99)) {
    console.log(
      `slow window to ${w.endsAtMinute.toFixed(2)} min: p99 ${w.requestP99Ms.toFixed(1)} ms, this script's longest stall ${w.benchLoopStallMs} ms, ${w.checkpoints} checkpoints`,
    )
  }
  writeResults('soak', { windows, errors, growth })
}

/** A server process run by node itself (not through tsx's launcher), so /proc shows its memory. */
function startServer(databaseUrl: string, redisUrl: string): Promise<StartedServer> {
  return startProcess(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    ...SERVER_ENV,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SECRET_KEY_BASE,
  })
}

await main()
