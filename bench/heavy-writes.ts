/**
 * Whether one player's heaviest allowed writes make the server unusable for everyone else
 * (issue 40, hole 2; README "Limits"): another player's sheet GET, measured idle and then while
 * one player keeps four of the heaviest requests in flight, in one run on one server.
 *
 * The heavy player sends, four at a time without pause, imports of a character with the most
 * rows the limits allow under one parent each (100 weapons × 50 poisons: 5,100 rows) and
 * duplicates of such a character, alternating. Any answer counts as an answer, a 429 too (the
 * server may refuse heavy work beyond a player's share); only a failed request is an error.
 * The other player GETs their own full sheet (bench/sheet-fixture.ts) one request after another
 * on a few connections, the read cache warm, for the same time idle and loaded.
 *
 * Prints p50/p99 of the GET idle and loaded, the p99 ratio and whether it meets the target
 * (loaded p99 ≤ 5 × idle p99), the heavy requests answered (by status) and their p50, and writes
 * bench/results/heavy-writes.json. The server is the real entry point in its own process on a
 * temporary SQLite file, with the default write limit.
 * Run: npx tsx bench/heavy-writes.ts (BENCH_QUICK=1 for a short check that it still runs)
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { KINDS } from '@loom/core'
import { postFullSheet, signIn } from './sheet-fixture.ts'
import { percentile, SERVER_ENV, scaled, startLoom, stopped, writeResults } from './support.ts'

const WINDOW_SECONDS = scaled(15, 2)
const WARM_UP_SECONDS = 1
/** The other player's connections, each one GET after another. */
const READERS = 2
/** "Four at once" (issue 40): the heavy player's requests in flight. */
const IN_FLIGHT = 4
const TARGET_RATIO = 5
const WEAPONS = KINDS.weapon.maxPerParent ?? 100
const POISONS_PER_WEAPON = KINDS.poison.maxPerParent ?? 50

/** The heaviest character the limits allow, as an export file: every weapon full of poisons. */
function heaviestImport(): string {
  const count = (length: number) => Array.from({ length }, (_, index) => index)
  const weapons = count(WEAPONS).map((weapon) => ({
    name: `Weapon ${weapon}`,
    poisons: count(POISONS_PER_WEAPON).map((poison) => ({ name: `Poison ${weapon}.${poison}` })),
  }))
  const item = { type: 'SolarCharacter', name: 'Heavy', weapons }
  return JSON.stringify({ format: 'loom', version: 1, kind: 'character', item })
}

interface Latencies {
  samples: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

function latenciesOf(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  }
}

/** GETs `url` on READERS connections for `seconds`; answers each request's time. */
async function readFor(url: string, token: string, seconds: number): Promise<number[]> {
  const times: number[] = []
  const until = performance.now() + seconds * 1000
  const reader = async () => {
    while (performance.now() < until) {
      const started = performance.now()
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`sheet GET answered ${response.status}`)
      times.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: READERS }, reader))
  return times
}

interface HeavyLoad {
  /** Answers by status ("201", "429", …). */
  statuses: Record<string, number>
  times: number[]
  /** Stops sending and resolves once the requests in flight are answered. */
  stop(): Promise<void>
}

/**
 * Keeps IN_FLIGHT heavy requests going, alternating an import of the heaviest character and a
 * duplicate of one imported before, until stopped.
 */
function heavyLoad(base: string, token: string, file: string, imported: number): HeavyLoad {
  const statuses: Record<string, number> = {}
  const times: number[] = []
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  let running = true
  let sent = 0
  const sender = async () => {
    while (running) {
      const importing = sent++ % 2 === 0
      const started = performance.now()
      const response = importing
        ? await fetch(`${base}/api/v1/characters/import`, { method: 'POST', headers, body: file })
        : await fetch(`${base}/api/v1/characters/${imported}/duplicate`, {
            method: 'POST',
            headers,
          })
      await response.arrayBuffer()
      times.push(performance.now() - started)
      const status = String(response.status)
      statuses[status] = (statuses[status] ?? 0) + 1
      if (response.status >= 500) throw new Error(`a heavy request answered ${status}`)
      // A refusal answers at once: without a pause the loop would only measure 429s.
      if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const senders = Promise.all(Array.from({ length: IN_FLIGHT }, sender))
  return {
    statuses,
    times,
    stop: async () => {
      running = false
      await senders
    },
  }
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'loom-heavy-bench-'))
  let server: ChildProcess | undefined
  try {
    const started = await startLoom({
      ...SERVER_ENV,
      DATABASE_URL: join(folder, 'loom.sqlite'),
      SECRET_KEY_BASE: 'heavy-bench-'.repeat(6),
    })
    server = started.child
    const base = `http://127.0.0.1:${started.port}`
    const reader = await signIn(base, { name: 'Reader', email: 'reader@example.com' })
    const heavy = await signIn(base, { name: 'Heavy', email: 'heavy@example.com' })
    const sheet = `${base}${await postFullSheet(base, { authorization: `Bearer ${reader}` })}`

    const file = heaviestImport()
    const first = await fetch(`${base}/api/v1/characters/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${heavy}`, 'content-type': 'application/json' },
      body: file,
    })
    if (first.status !== 201) throw new Error(`the import answered ${first.status}`)
    const imported = ((await first.json()) as { id: number }).id

    await readFor(sheet, reader, WARM_UP_SECONDS)
    const idle = latenciesOf(await readFor(sheet, reader, WINDOW_SECONDS))
    const load = heavyLoad(base, heavy, file, imported)
    // The window opens once the heavy requests are under way, not while they are being sent.
    await new Promise((resolve) => setTimeout(resolve, 250))
    const loaded = latenciesOf(await readFor(sheet, reader, WINDOW_SECONDS))
    await load.stop()
    report({
      idle,
      loaded,
      heavy: { statuses: load.statuses, ...latenciesOf(load.times) },
      fileBytes: Buffer.byteLength(file),
    })
  } finally {
    if (server) await stopped(server)
    rmSync(folder, { recursive: true, force: true })
  }
}

function report(run: {
  idle: Latencies
  loaded: Latencies
  heavy: Latencies & { statuses: Record<string, number> }
  fileBytes: number
}) {
  const { idle, loaded, heavy } = run
  const ratio = loaded.p99Ms / Math.max(idle.p99Ms, 0.01)
  const met = ratio <= TARGET_RATIO
  const row = (label: string, l: Latencies) =>
    `${label.padEnd(26)} ${String(l.samples).padStart(6)} requests   p50 ${l.p50Ms
      .toFixed(2)
      .padStart(7)} ms   p99 ${l.p99Ms.toFixed(2).padStart(7)} ms   max ${l.maxMs
      .toFixed(2)
      .padStart(8)} ms`
  console.log(
    `${WINDOW_SECONDS} s windows; ${READERS} reader connections; ${IN_FLIGHT} heavy requests in flight (import of ${WEAPONS} weapons × ${POISONS_PER_WEAPON} poisons, ${(run.fileBytes / 1024).toFixed(0)} KiB, and duplicates)`,
  )
  console.log(row('sheet GET, idle', idle))
  console.log(row('sheet GET, loaded', loaded))
  const answered = Object.entries(heavy.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  console.log(row('heavy requests', heavy), `(${answered})`)
  console.log(`p99 ratio loaded/idle: ${ratio.toFixed(2)}x`)
  console.log(
    `target: another player's sheet GET p99 under heavy writes ≤ ${TARGET_RATIO}× idle: ${ratio.toFixed(2)}x, ${met ? 'met' : 'NOT met'}`,
  )
  writeResults('heavy-writes', {
    windowSeconds: WINDOW_SECONDS,
    readers: READERS,
    inFlight: IN_FLIGHT,
    ...run,
    ratio,
    target: { maxRatio: TARGET_RATIO, met },
  })
}

await main()
