// What the benchmarks share: starting a server process and summarising timings.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * `BENCH_QUICK=1` makes a short run that proves a script still works end to end (CI runs every
 * script so); its timings are not figures, so time budgets are reported but not enforced.
 */
export const QUICK = process.env.BENCH_QUICK === '1'

/** `full` in a measuring run, `quick` in a quick one. */
export function scaled<T>(full: T, quick: T): T {
  return QUICK ? quick : full
}

const LISTENING = /Loom listening on http:\/\/localhost:(\d+)/

/** A server process and the port it listens on. */
export interface StartedServer {
  child: ChildProcess
  port: number
}

const running = new Set<ChildProcess>()
let stopsOnInterrupt = false

/**
 * A bench stopped with Ctrl-C or SIGTERM takes its server processes with it; without this
 * they would outlive it, still holding their ports and database connections.
 */
function stopOnInterrupt(child: ChildProcess): void {
  if (!stopsOnInterrupt) {
    stopsOnInterrupt = true
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        for (const server of running) server.kill('SIGTERM')
        process.exit(130)
      })
    }
  }
  running.add(child)
  child.once('exit', () => running.delete(child))
}

/** Starts a server process in the repository and waits for the port in its listening line. */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<StartedServer> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  stopOnInterrupt(child)
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${output}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = LISTENING.exec(output)
      if (match) resolve(Number(match[1]))
    })
  })
  return { child, port }
}

/** Stops a server process with SIGTERM and resolves once it has exited. */
export function stopped(server: ChildProcess): Promise<unknown> {
  if (server.exitCode !== null) return Promise.resolve()
  const exit = once(server, 'exit')
  server.kill('SIGTERM')
  return exit
}

/**
 * What every benchmark's server runs with, beside its own database and secret: any free port
 * on loopback, request logs off (the measurement is the request path, not a line per request),
 * development mode.
 */
export const SERVER_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
} as const

/** Starts Loom's server (server/src/main.ts) with `env` added to this process's. */
export function startLoom(env: Record<string, string>): Promise<StartedServer> {
  return startProcess(join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/main.ts'], env)
}

/** The middle value; of an even count, the mean of the two middle values, rounded. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

/** The nearest-rank percentile of sorted values: `share` 0.99 is the p99; 0 when empty. */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!
}

let databasesMade = 0

/** The server's PostgreSQL driver (the benchmarks have no dependency of their own on it). */
export const pg = createRequire(join(repoRoot, 'server/package.json'))('pg') as typeof import('pg')

/** A new database on the PostgreSQL server of `adminUrl` (whose user may create databases). */
export async function freshPostgres(adminUrl: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  databasesMade += 1
  const name = `loom_bench_${process.pid}_${databasesMade}`
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** Writes a run's figures, with when it ran, to bench/results/<name>.json. */
export function writeResults(name: string, figures: Record<string, unknown>): void {
  const folder = join(repoRoot, 'bench/results')
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, `${name}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  )
}
