/**
 * How much the API costs on top of Fastify itself: measures, on the real server (signed in
 * through the developer form) and a bare Fastify JSON route in the same run,
 * - GET /api/v1/players at 10 connections (SQLite);
 * - GET /api/v1/characters/{id} of a full sheet (30 merits, 60 charms, 10 weapons, 10 spells)
 *   and a PATCH of one field of it, at 50 connections, on SQLite and, when TEST_DATABASE_URL
 *   names a PostgreSQL server that may create databases, on PostgreSQL;
 * and prints requests/s, p50 and p99 and the ratios to the bare route. Each server runs in a
 * process of its own, so neither shares a CPU with autocannon more than the other. Prints each
 * target (TARGETS) and whether it is met.
 * Run: npx tsx bench/api.ts (BENCH_QUICK=1 for a short check that it still runs)
 *
 * BENCH_HISTORY=compare measures instead what recording item history costs the write path: on
 * each engine, two servers on databases of their own, one recording history and one started
 * with ITEM_HISTORY=off (a setting that exists for this comparison only), take the one-field
 * PATCH in turns (after one uncounted run of each), HISTORY_ROUNDS rounds whose order alternates (on, off, then off, on…) so
 * that a machine growing busier weighs on both alike; it prints each round and the median
 * p99 and requests/s of each side, and whether the p99 with history stays within 10% of the
 * p99 without.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { postFullSheet, signIn } from './sheet-fixture.ts'
import {
  freshPostgres,
  median,
  percentile,
  SERVER_ENV,
  scaled,
  startLoom,
  startProcess,
  writeResults,
} from './support.ts'

const SECONDS = scaled(5, 1)
const WARM_UP_SECONDS = 1
const CONNECTIONS = 10
const SHEET_CONNECTIONS = scaled(50, 10)
const SHEET_P99_BUDGET_MS = 25

/**
 * The baseline: the smallest Fastify app answering JSON, printing the same line as Loom; its
 * /sheet answers the bytes of the full sheet Loom served (from SHEET_FILE), to tell what the
 * payload itself costs from what Loom adds.
 */
const BARE_SERVER = `
import Fastify from 'fastify'
import { readFileSync } from 'node:fs'
const app = Fastify()
app.get('/players', async () => ({ id: 1, display_name: 'Bench', chronicles: [] }))
let sheet
app.get('/sheet', async (request, reply) => {
  sheet ??= readFileSync(process.env.SHEET_FILE)
  return reply.type('application/json; charset=utf-8').send(sheet)
})
await app.listen({ port: 0, host: '127.0.0.1' })
console.log('Loom listening on http://localhost:' + app.server.address().port)
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
`

interface Measurement {
  name: string
  connections: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

interface SheetRun {
  engine: string
  get: Measurement
  /** As browsers ask for it, with Accept-Encoding: gzip. */
  getGzip: Measurement
  patch: Measurement
}

const LOOM_ENV = {
  // Request logs off (SERVER_ENV), like the bare route: the ratio is about the request path itself.
  ...SERVER_ENV,
  SECRET_KEY_BASE: 'bench-'.repeat(12),
  // One player writing thousands of times a second is the measurement, not an abuse.
  WRITE_RATE_LIMIT: 'off',
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'loom-bench-'))
  const servers: ChildProcess[] = []
  const sheetFile = join(folder, 'sheet.json')
  const postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgres(process.env.TEST_DATABASE_URL)
    : null
  try {
    const bare = await startProcess(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
      SHEET_FILE: sheetFile,
    })
    servers.push(bare.child)
    const bareUrl = `http://127.0.0.1:${bare.port}/players`
    const engines = [
      { engine: 'SQLite', databaseUrl: join(folder, 'loom.sqlite') },
      ...(postgres ? [{ engine: 'PostgreSQL', databaseUrl: postgres.url }] : []),
    ]
    let players: Measurement | undefined
    const sheets: SheetRun[] = []
    for (const { engine, databaseUrl } of engines) {
      const loom = await startLoom({ ...LOOM_ENV, DATABASE_URL: databaseUrl })
      servers.push(loom.child)
      const base = `http://127.0.0.1:${loom.port}`
      const token = await signIn(base)
      const headers = { authorization: `Bearer ${token}` }
      players ??= await measure(
        'GET /api/v1/players',
        `${base}/api/v1/players`,
        headers,
        CONNECTIONS,
      )
      const sheet = await postFullSheet(base, headers)
      const body = await (await fetch(`${base}${sheet}`, { headers })).arrayBuffer()
      writeFileSync(sheetFile, Buffer.from(body))
      sheets.push({
        engine,
        get: await measure(
          `GET full sheet (${engine})`,
          `${base}${sheet}`,
          headers,
          SHEET_CONNECTIONS,
        ),
        getGzip: await measure(
          `GET full sheet, gzip (${engine})`,
          `${base}${sheet}`,
          { ...headers, 'accept-encoding': 'gzip, deflate, br' },
          SHEET_CONNECTIONS,
        ),
        patch: await measurePatch(`PATCH one field (${engine})`, `${base}${sheet}`, headers),
      })
      servers.pop()?.kill('SIGTERM')
    }
    const baseline = await measure('bare Fastify JSON route', bareUrl, {}, CONNECTIONS)
    const sheetBaseline = await measure('bare Fastify JSON route', bareUrl, {}, SHEET_CONNECTIONS)
    const bareSheet = await measure(
      'bare Fastify, same sheet bytes',
      `http://127.0.0.1:${bare.port}/sheet`,
      {},
      SHEET_CONNECTIONS,
    )
    report(players!, baseline, sheets, sheetBaseline, bareSheet)
  } finally {
    for (const server of servers) server.kill('SIGTERM')
    rmSync(folder, { recursive: true, force: true })
    await postgres?.drop()
  }
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  connections: number,
): Promise<Measurement> {
  await autocannon({ url, headers, connections, duration: WARM_UP_SECONDS })
  const timed = await timedRun({ url, headers, connections, duration: SECONDS })
  return measurementOf(name, connections, timed)
}

/** PATCHes of one field of the sheet, each with a new value, so that each one writes. */
async function measurePatch(
  name: string,
  url: string,
  headers: Record<string, string>,
): Promise<Measurement> {
  let next = 0
  const requests = [
    {
      method: 'PATCH' as const,
      setupRequest: (request: object) => ({
        ...request,
        body: JSON.stringify({ character: { xp_total: (next++ % 1000) + 1 } }),
      }),
    },
  ]
  const options = {
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    connections: SHEET_CONNECTIONS,
    requests,
  }
  await autocannon({ ...options, duration: WARM_UP_SECONDS })
  const timed = await timedRun({ ...options, duration: SECONDS })
  return measurementOf(name, SHEET_CONNECTIONS, timed)
}

/**
 * An autocannon run and each answer's own time in fractional milliseconds: autocannon's
 * latency histogram keeps whole milliseconds, too coarse for a 10% comparison of p99s near
 * 10 ms, so the percentiles are taken from the times it reports with each answer.
 */
async function timedRun(
  options: autocannon.Options,
): Promise<{ result: autocannon.Result; answerTimesMs: number[] }> {
  const answerTimesMs: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, finished) =>
      error ? reject(error) : resolve(finished),
    )
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 300) answerTimesMs.push(responseTime)
    })
  })
  return { result, answerTimesMs: answerTimesMs.sort((a, b) => a - b) }
}

function measurementOf(
  name: string,
  connections: number,
  { result, answerTimesMs }: Awaited<ReturnType<typeof timedRun>>,
): Measurement {
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors and ${result.non2xx} non-2xx answers`)
  }
  const hundredths = (ms: number) => Math.round(ms * 100) / 100
  return {
    name,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: hundredths(percentile(answerTimesMs, 0.5)),
    p99Ms: hundredths(percentile(answerTimesMs, 0.99)),
  }
}

function ratioTo(measured: Measurement, baseline: Measurement) {
  return {
    requestsPerSecond: measured.requestsPerSecond / baseline.requestsPerSecond,
    p50: measured.p50Ms / Math.max(baseline.p50Ms, 0.01),
    p99: measured.p99Ms / Math.max(baseline.p99Ms, 0.01),
  }
}

function report(
  players: Measurement,
  baseline: Measurement,
  sheets: SheetRun[],
  sheetBaseline: Measurement,
  bareSheet: Measurement,
) {
  const row = (m: Measurement) =>
    `${m.name.padEnd(34)} ${String(m.connections).padStart(3)} conn ${m.requestsPerSecond
      .toFixed(0)
      .padStart(8)} req/s   p50 ${m.p50Ms.toFixed(2).padStart(6)} ms   p99 ${m.p99Ms
      .toFixed(2)
      .padStart(6)} ms`
  const ratioLine = (label: string, ratio: ReturnType<typeof ratioTo>) =>
    `  ratio ${label}: requests/s ${ratio.requestsPerSecond.toFixed(2)}, p50 ${ratio.p50.toFixed(
      2,
    )}x, p99 ${ratio.p99.toFixed(2)}x`
  console.log(`${SECONDS} s per run`)
  console.log(row(players))
  console.log(row(baseline))
  console.log(ratioLine('players/bare', ratioTo(players, baseline)))
  for (const sheet of sheets) {
    console.log(row(sheet.get))
    console.log(ratioLine('sheet GET/bare', ratioTo(sheet.get, sheetBaseline)))
    console.log(ratioLine('sheet GET/bare serving the same bytes', ratioTo(sheet.get, bareSheet)))
    console.log(row(sheet.getGzip))
    console.log(ratioLine('gzipped sheet GET/bare', ratioTo(sheet.getGzip, sheetBaseline)))
    console.log(row(sheet.patch))
    console.log(ratioLine('PATCH/bare', ratioTo(sheet.patch, sheetBaseline)))
  }
  console.log(row(sheetBaseline))
  console.log(row(bareSheet))
  const verdicts = sheets.flatMap((sheet) => targetsOf(sheet, bareSheet))
  for (const { target, measured, met } of verdicts) {
    console.log(`target: ${target}: ${measured}, ${met ? 'met' : 'NOT met'}`)
  }
  writeResults('api', {
    players,
    baseline,
    ratio: ratioTo(players, baseline),
    sheets: sheets.map((sheet) => ({
      ...sheet,
      getRatio: ratioTo(sheet.get, sheetBaseline),
      getRatioToSameBytes: ratioTo(sheet.get, bareSheet),
      getGzipRatio: ratioTo(sheet.getGzip, sheetBaseline),
      patchRatio: ratioTo(sheet.patch, sheetBaseline),
    })),
    sheetBaseline,
    bareSheet,
    targets: verdicts,
  })
}

interface Verdict {
  target: string
  measured: string
  met: boolean
}

/**
 * What a sheet run must reach on its engine (50 connections): the full-sheet GET's share of the
 * requests a second of the bare route serving the same bytes and its p99, and the one-field
 * PATCH's p99 (and, on SQLite, its requests a second).
 */
const TARGETS: Record<
  string,
  { getShare: number; p99Ms: number; patchP99Ms: number; patchPerSecond?: number }
> = {
  SQLite: { getShare: 0.6, p99Ms: SHEET_P99_BUDGET_MS, patchP99Ms: 25, patchPerSecond: 3000 },
  PostgreSQL: { getShare: 0.4, p99Ms: SHEET_P99_BUDGET_MS, patchP99Ms: 50 },
}

function targetsOf(sheet: SheetRun, bareSheet: Measurement): Verdict[] {
  const target = TARGETS[sheet.engine]!
  const share = sheet.get.requestsPerSecond / bareSheet.requestsPerSecond
  const verdicts: Verdict[] = [
    {
      target: `${sheet.engine} full-sheet GET ≥ ${target.getShare * 100}% of the bare route's requests/s`,
      measured: `${(share * 100).toFixed(0)}%`,
      met: share >= target.getShare,
    },
    {
      target: `${sheet.engine} full-sheet GET p99 < ${target.p99Ms} ms`,
      measured: `${sheet.get.p99Ms} ms (gzip ${sheet.getGzip.p99Ms} ms)`,
      met: sheet.get.p99Ms < target.p99Ms && sheet.getGzip.p99Ms < target.p99Ms,
    },
    {
      target: `${sheet.engine} one-field PATCH p99 < ${target.patchP99Ms} ms`,
      measured: `${sheet.patch.p99Ms} ms`,
      met: sheet.patch.p99Ms < target.patchP99Ms,
    },
  ]
  if (target.patchPerSecond !== undefined) {
    verdicts.push({
      target: `${sheet.engine} one-field PATCH ≥ ${target.patchPerSecond} req/s`,
      measured: `${sheet.patch.requestsPerSecond.toFixed(0)} req/s`,
      met: sheet.patch.requestsPerSecond >= target.patchPerSecond,
    })
  }
  return verdicts
}

const HISTORY_ROUNDS = scaled(7, 1)
/** How much slower the PATCH p99 may be with history recorded than without. */
const HISTORY_P99_ALLOWANCE = 1.1

/** The history on/off comparison (BENCH_HISTORY=compare, see the top of this file). */
async function compareHistory() {
  const folder = mkdtempSync(join(tmpdir(), 'loom-bench-'))
  const servers: ChildProcess[] = []
  const databases: { drop(): Promise<void> }[] = []
  const adminUrl = process.env.TEST_DATABASE_URL
  const databaseOf = async (engine: string, side: string) => {
    if (engine === 'SQLite') return join(folder, `loom-${side}.sqlite`)
    const made = await freshPostgres(adminUrl!)
    databases.push(made)
    return made.url
  }
  const verdicts: Verdict[] = []
  const figures: Record<string, unknown>[] = []
  try {
    for (const engine of ['SQLite', ...(adminUrl ? ['PostgreSQL'] : [])]) {
      const sides: Record<'on' | 'off', { url: string; headers: Record<string, string> }> =
        {} as never
      for (const side of ['on', 'off'] as const) {
        const loom = await startLoom({
          ...LOOM_ENV,
          DATABASE_URL: await databaseOf(engine, side),
          ITEM_HISTORY: side,
        })
        servers.push(loom.child)
        const base = `http://127.0.0.1:${loom.port}`
        const headers = { authorization: `Bearer ${await signIn(base)}` }
        sides[side] = { url: `${base}${await postFullSheet(base, headers)}`, headers }
      }
      // A first run of each, not counted: the first rounds ran slow on both sides alike.
      for (const side of ['on', 'off'] as const) {
        await measurePatch(`warm-up, history ${side}`, sides[side].url, sides[side].headers)
      }
      const runs: Record<'on' | 'off', Measurement[]> = { on: [], off: [] }
      for (let round = 0; round < HISTORY_ROUNDS; round += 1) {
        const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)
        for (const side of order) {
          const { url, headers } = sides[side]
          const run = await measurePatch(`PATCH, history ${side} (${engine})`, url, headers)
          runs[side].push(run)
          console.log(
            `round ${round + 1} ${run.name.padEnd(34)} ${run.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${run.p99Ms.toFixed(2).padStart(6)} ms`,
          )
        }
      }
      const summary = (side: 'on' | 'off') => ({
        p99Ms: median(runs[side].map((run) => run.p99Ms)),
        requestsPerSecond: median(runs[side].map((run) => run.requestsPerSecond)),
      })
      const on = summary('on')
      const off = summary('off')
      const ratio = on.p99Ms / Math.max(off.p99Ms, 0.01)
      console.log(
        `${engine}: median p99 ${on.p99Ms} ms with history, ${off.p99Ms} ms without (${ratio.toFixed(2)}x); median ${on.requestsPerSecond.toFixed(0)} vs ${off.requestsPerSecond.toFixed(0)} req/s`,
      )
      verdicts.push({
        target: `${engine} one-field PATCH p99 with history ≤ ${HISTORY_P99_ALLOWANCE}× without`,
        measured: `${ratio.toFixed(2)}×`,
        met: ratio <= HISTORY_P99_ALLOWANCE,
      })
      figures.push({ engine, on, off, ratio, runs })
      while (servers.length > 0) servers.pop()?.kill('SIGTERM')
    }
    for (const { target, measured, met } of verdicts) {
      console.log(`target: ${target}: ${measured}, ${met ? 'met' : 'NOT met'}`)
    }
    writeResults('api-history', { seconds: SECONDS, rounds: HISTORY_ROUNDS, figures, verdicts })
  } finally {
    for (const server of servers) server.kill('SIGTERM')
    rmSync(folder, { recursive: true, force: true })
    for (const database of databases) await database.drop()
  }
}

if (process.env.BENCH_HISTORY === 'compare') await compareHistory()
else await main()
