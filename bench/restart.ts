/**
 * How long a restart keeps players waiting: `npm start` on an unchanged tree (both builds up to
 * date, an existing SQLite file) until the first page answers 200.
 *
 * Budget: the slowest restart answers within 3 s.
 * Writes bench/results/restart.json and exits non-zero when the budget is broken.
 * Run: npx tsx bench/restart.ts (BENCH_QUICK=1 for a short check that it still runs)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { median, QUICK, repoRoot, SERVER_ENV, scaled, writeResults } from './support.ts'

const BUDGET_MS = 3_000
const RESTARTS = scaled(5, 2)

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  return typeof address === 'object' && address ? address.port : 0
}

/** `npm start` in its own process group, so that stopping it stops the server under npm too. */
function npmStart(env: Record<string, string>): ChildProcess {
  return spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, ...SERVER_ENV, ...env },
    stdio: 'ignore',
    detached: true,
  })
}

async function firstAnswer(url: string, child: ChildProcess): Promise<void> {
  while (child.exitCode === null) {
    try {
      if ((await fetch(url)).status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(20)
  }
  throw new Error(`npm start exited (${child.exitCode}) before answering`)
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit')
  process.kill(-(child.pid as number), 'SIGTERM')
  await exited
}

/** Milliseconds from `npm start` to the first 200 from the landing page. */
async function restart(env: Record<string, string>): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = npmStart({ ...env, PORT: String(port) })
  try {
    await firstAnswer(`http://127.0.0.1:${port}/`, child)
    return Math.round(performance.now() - started)
  } finally {
    await stop(child)
  }
}

const built = spawnSync('node', ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' })
if (built.status !== 0) throw new Error('the build failed')

const folder = mkdtempSync(join(tmpdir(), 'loom-restart-'))
const env = {
  DATABASE_URL: join(folder, 'loom.sqlite'),
  SECRET_KEY_BASE: 'restart-bench-'.repeat(5),
}
try {
  // The first start creates and migrates the database; the restarts after it are the measure.
  await restart(env)
  const times: number[] = []
  for (let run = 0; run < RESTARTS; run += 1) times.push(await restart(env))
  const slowest = Math.max(...times)
  const withinBudget = slowest <= BUDGET_MS
  writeResults('restart', { restartsMs: times, medianMs: median(times), slowest, BUDGET_MS })
  console.log(
    `npm start to the first answer, ${RESTARTS} restarts of an unchanged tree: median ${median(times)} ms, ` +
      `slowest ${slowest} ms (budget ${BUDGET_MS} ms: ${withinBudget ? 'ok' : 'OVER'})`,
  )
  if (!withinBudget && !QUICK) process.exitCode = 1
} finally {
  rmSync(folder, { recursive: true, force: true })
}
