/**
 * Where a request's time goes: runs the real server under V8's CPU profiler (`--cpu-prof`)
 * while 50 connections PATCH one field of the full sheet (or GET it), then splits the
 * server's CPU time into the steps of a request, by the code each sample was in: HTTP (Node
 * and Fastify), sign-in check, body parsing and the kind's rules, query building (Kysely), the
 * database driver and engine, the JSON document, the store's own logic, the live fan-out, the
 * group commit, garbage collection and idle. A native frame (JSON.stringify, a syscall) counts
 * for the step of the code that called it. On SQLite the engine runs inside the process, so
 * its share is real CPU; on PostgreSQL it is only the driver's, and the server's own work is
 * measured elsewhere.
 * Prints the table, writes bench/results/profile.json and keeps the .cpuprofile files (open
 * them in Chrome DevTools' Performance panel for the flame graph) in bench/results/profiles/.
 * Run: npx tsx bench/profile.ts [patch|get] (TEST_DATABASE_URL adds a PostgreSQL run;
 * BENCH_QUICK=1 for a short check that it still runs)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { postFullSheet, signIn } from './sheet-fixture.ts'
import {
  freshPostgres,
  repoRoot,
  SERVER_ENV,
  scaled,
  startProcess,
  stopped,
  writeResults,
} from './support.ts'

const SECONDS = scaled(8, 1)
const CONNECTIONS = scaled(50, 10)
const MODE = process.argv[2] === 'get' ? 'get' : 'patch'

/** The steps, each with the code that belongs to it (matched against a frame's file). */
const STEPS: ReadonlyArray<readonly [step: string, files: RegExp]> = [
  ['group commit (WAL sync)', /server\/src\/db\/wal-group-sync|server\/src\/http\/durable-answers/],
  ['database driver and engine', /kysely\/dist\/esm\/dialect|better-sqlite3|node_modules\/pg/],
  ['query building (Kysely)', /node_modules\/kysely/],
  ['JSON document', /server\/src\/db\/json-document|server\/src\/store\/item-document/],
  ['sign-in check', /server\/src\/auth|node_modules\/jose|store\/players/],
  ['body parsing and the kind’s rules', /node_modules\/zod|core\/src\/|items\/item-(body|drafts)/],
  ['live fan-out', /server\/src\/live|node_modules\/(ws|ioredis)/],
  ['store and route logic', /server\/src\//],
  [
    'HTTP (Node and Fastify)',
    /node:(_http|net|internal\/(http|streams|stream_base))|fastify|find-my-way|secure-json-parse|avvio/,
  ],
]

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string }
  children?: number[]
}

interface CpuProfile {
  /** Microseconds on the system's monotonic clock, as process.hrtime reads it. */
  startTime: number
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'loom-profile-'))
  const postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgres(process.env.TEST_DATABASE_URL)
    : null
  const results: Record<string, Record<string, number>> = {}
  try {
    const engines = [
      { engine: 'SQLite', databaseUrl: join(folder, 'loom.sqlite') },
      ...(postgres ? [{ engine: 'PostgreSQL', databaseUrl: postgres.url }] : []),
    ]
    for (const { engine, databaseUrl } of engines) {
      const profiles = join(repoRoot, 'bench/results/profiles', `${MODE}-${engine.toLowerCase()}`)
      rmSync(profiles, { recursive: true, force: true })
      const { throughput, window } = await profiled(databaseUrl, profiles)
      results[engine] = breakdown(serverProfile(profiles), window)
      print(`${MODE.toUpperCase()} on ${engine}, ${throughput.toFixed(0)} req/s`, results[engine])
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
    await postgres?.drop()
  }
  writeResults('profile', { mode: MODE, results })
}

/** When the load ran, in microseconds on the monotonic clock the profile's times use. */
interface LoadWindow {
  from: number
  to: number
}

const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n)

/**
 * Runs the load against a profiled server; answers its requests per second and when the load
 * ran, so that start-up and building the sheet stay out of the breakdown.
 */
async function profiled(
  databaseUrl: string,
  profileFolder: string,
): Promise<{ throughput: number; window: LoadWindow }> {
  const server = await startProcess(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`, '--import', 'tsx', 'server/src/main.ts'],
    {
      ...SERVER_ENV,
      DATABASE_URL: databaseUrl,
      SECRET_KEY_BASE: 'profile-'.repeat(8),
      WRITE_RATE_LIMIT: 'off',
    },
  )
  try {
    const base = `http://127.0.0.1:${server.port}`
    const headers = {
      authorization: `Bearer ${await signIn(base)}`,
      'content-type': 'application/json',
    }
    const url = `${base}${await postFullSheet(base, headers)}`
    let next = 0
    const requests =
      MODE === 'patch'
        ? [
            {
              method: 'PATCH' as const,
              setupRequest: (request: object) => ({
                ...request,
                body: JSON.stringify({ character: { xp_total: (next++ % 1000) + 1 } }),
              }),
            },
          ]
        : undefined
    const from = monotonicMicroseconds()
    const result = await autocannon({
      url,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
    })
    if (result.errors > 0 || result.non2xx > 0) {
      throw new Error(`${result.errors} errors and ${result.non2xx} non-2xx answers`)
    }
    return { throughput: result.requests.average, window: { from, to: monotonicMicroseconds() } }
  } finally {
    // The profile is written when the process exits.
    await stopped(server.child)
  }
}

/** The main thread's profile: the largest file (tsx's loader thread writes a small one). */
function serverProfile(folder: string): CpuProfile {
  const files = readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8'))
  const largest = files.sort((a, b) => b.length - a.length)[0]
  if (largest === undefined) throw new Error(`no CPU profile in ${folder}`)
  return JSON.parse(largest) as CpuProfile
}

/** Share of the time per step while the load ran, in percent. */
function breakdown(profile: CpuProfile, window: LoadWindow): Record<string, number> {
  const timeOf = new Map<number, number>()
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    at += delta
    if (at >= window.from && at <= window.to) timeOf.set(id, (timeOf.get(id) ?? 0) + delta)
  })
  const parentOf = new Map<number, ProfileNode>()
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node)
  }
  const shares: Record<string, number> = {}
  let total = 0
  for (const node of profile.nodes) {
    const time = timeOf.get(node.id) ?? 0
    total += time
    const step = stepOf(node, (n) => parentOf.get(n.id))
    shares[step] = (shares[step] ?? 0) + time
  }
  for (const step of Object.keys(shares)) {
    shares[step] = Math.round((1000 * shares[step]!) / total) / 10
  }
  return shares
}

/** The step of a frame; a native or builtin frame takes its nearest caller's. */
function stepOf(node: ProfileNode, parent: (node: ProfileNode) => ProfileNode | undefined): string {
  const name = node.callFrame.functionName
  if (name === '(idle)') return 'idle'
  if (name === '(garbage collector)') return 'garbage collection'
  for (let frame: ProfileNode | undefined = node; frame; frame = parent(frame)) {
    const { url } = frame.callFrame
    if (
      url === '' ||
      url.startsWith('node:internal/process') ||
      url.startsWith('node:internal/async')
    ) {
      continue
    }
    return STEPS.find(([, files]) => files.test(url))?.[0] ?? 'other'
  }
  return 'other'
}

function print(title: string, shares: Record<string, number>) {
  console.log(title)
  const rows = Object.entries(shares).sort((a, b) => b[1] - a[1])
  for (const [step, share] of rows) console.log(`  ${share.toFixed(1).padStart(5)}%  ${step}`)
}

await main()
