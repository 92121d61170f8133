/**
 * How much the API costs on top of Fastify itself: measures GET /api/v1/players on the
 * real server (a temporary SQLite file, signed in through the developer form) and a bare
 * Fastify JSON route, one after the other, and prints requests/s, p50 and p99 for both and
 * their ratio. Each server runs in a process of its own, so neither shares a CPU with
 * autocannon more than the other. Run: npx tsx bench/api.ts
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const SECONDS = 5
const WARM_UP_SECONDS = 1
const CONNECTIONS = 10
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const LISTENING = /Loom listening on http:\/\/localhost:(\d+)/

/** The baseline: the smallest Fastify app answering JSON, printing the same line as Loom. */
const BARE_SERVER = `
import Fastify from 'fastify'
const app = Fastify()
app.get('/players', async () => ({ id: 1, display_name: 'Bench', chronicles: [] }))
await app.listen({ port: 0, host: '127.0.0.1' })
console.log('Loom listening on http://localhost:' + app.server.address().port)
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
`

interface Measurement {
  name: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'loom-bench-'))
  const servers: ChildProcess[] = []
  try {
    const loom = await start(
      servers,
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['server/src/main.ts'],
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: join(folder, 'loom.sqlite'),
        SECRET_KEY_BASE: 'bench-'.repeat(12),
        // Request logs off, like the bare route: the ratio is about the request path itself.
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
    )
    const bare = await start(
      servers,
      process.execPath,
      ['--input-type=module', '-e', BARE_SERVER],
      {},
    )

    const token = await signIn(`http://127.0.0.1:${loom}`)
    const players = await measure(
      'GET /api/v1/players',
      `http://127.0.0.1:${loom}/api/v1/players`,
      {
        authorization: `Bearer ${token}`,
      },
    )
    const baseline = await measure(
      'bare Fastify JSON route',
      `http://127.0.0.1:${bare}/players`,
      {},
    )
    report(players, baseline)
  } finally {
    for (const server of servers) server.kill('SIGTERM')
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Starts a server process and waits for the port in its listening line. */
async function start(
  servers: ChildProcess[],
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<number> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  servers.push(child)
  return new Promise<number>((resolve, reject) => {
    let output = ''
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = LISTENING.exec(output)
      if (match) resolve(Number(match[1]))
    })
  })
}

/** Signs in through the developer form, as a browser would, and returns the session token. */
async function signIn(base: string): Promise<string> {
  const page = await fetch(`${base}/`)
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(await page.text())?.[1]
  if (!csrf) throw new Error('the page carried no csrf token')
  const signedIn = await fetch(`${base}/auth/developer/callback`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      authenticity_token: csrf,
      name: 'Bench',
      email: 'bench@example.com',
    }),
  })
  const token = /data-token="([^"]+)"/.exec(await signedIn.text())?.[1]
  if (!token) throw new Error(`developer sign-in failed with ${signedIn.status}`)
  return token
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
): Promise<Measurement> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARM_UP_SECONDS })
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS })
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors and ${result.non2xx} non-2xx answers`)
  }
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  }
}

function report(players: Measurement, baseline: Measurement) {
  const row = (m: Measurement) =>
    `${m.name.padEnd(26)} ${m.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${m.p50Ms
      .toFixed(2)
      .padStart(6)} ms   p99 ${m.p99Ms.toFixed(2).padStart(6)} ms`
  const ratio = {
    requestsPerSecond: players.requestsPerSecond / baseline.requestsPerSecond,
    p50: players.p50Ms / Math.max(baseline.p50Ms, 0.01),
    p99: players.p99Ms / Math.max(baseline.p99Ms, 0.01),
  }
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run`)
  console.log(row(players))
  console.log(row(baseline))
  console.log(
    `ratio players/bare: requests/s ${ratio.requestsPerSecond.toFixed(2)}, p50 ${ratio.p50.toFixed(
      2,
    )}x, p99 ${ratio.p99.toFixed(2)}x`,
  )
  const results = join(repoRoot, 'bench/results')
  mkdirSync(results, { recursive: true })
  writeFileSync(
    join(results, 'api.json'),
    `${JSON.stringify({ at: new Date().toISOString(), players, baseline, ratio }, null, 2)}\n`,
  )
}

await main()
