/**
 * Dice roll latency: how long after a roll request is sent its `roll` event reaches the
 * chronicle's sockets, with 100 of them (the ST and 99 members, one socket each, subscribed
 * like the stock client). A member rolls ROLLS public rolls one after another; every (roll,
 * socket) pair is one sample: event arrival minus the moment the POST was sent, so the
 * request's own time is inside the figure. Measured twice: a plain roll, and a Join Battle roll
 * for the member's character, which also writes its Initiative through the chronicle's combat
 * in the roll's transaction; and, for comparison on the same table under the same machine
 * load, a PATCH renaming that character (bench/cable.ts's change). Prints p50/p99/max, the
 * request's own p50/p99 and what arrives after the answer, per kind, and the ratio of the
 * worst roll p99 to the rename's, and writes bench/results/rolls.json. The server is the real entry point in its own process on a
 * temporary SQLite file. Budget: p99 under 50 ms at 100 sockets.
 * Then Discord webhooks (issue 36): the same people sit at two more chronicles, one announcing
 * to a loopback sink that answers at once, one to a dead endpoint that accepts connections and
 * never answers (so its queue times out, retries and overflows); public rolls go round the
 * three chronicles in turn, in one interleaved run, and each gets its p99. Announcing must
 * leave the roll's latency as it was, within noise.
 * Run: npx tsx bench/rolls.ts (BENCH_QUICK=1 for a short check that it still runs)
 */
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
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
import { percentile, SERVER_ENV, scaled, startLoom, writeResults } from './support.ts'

const SOCKETS = Number(process.env.SOCKETS ?? scaled(100, 10))
const ROLLS = scaled(200, 5)
const WARM_UP_ROLLS = 10
const BUDGET_P99_MS = 50
const SECRET_KEY_BASE = 'rolls-bench-'.repeat(6)
/** A roll's label, or the new name of a renamed character: what each sample waits for. */
const TIMED = /"(?:label|name)":"(Roll \d+\/\d+)"/

interface KindResult {
  kind: string
  sockets: number
  samples: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  requestP50Ms: number
  requestP99Ms: number
  /** Arrival minus the POST's answer: what the live channel adds. */
  afterAnswerP99Ms: number
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'loom-rolls-bench-'))
  const databaseFile = join(folder, 'loom.sqlite')
  let server: ChildProcess | undefined
  const endpoints = await webhookEndpoints()
  try {
    const started = await startLoom({
      DISCORD_WEBHOOK_PREFIXES: endpoints.prefixes,
      ...SERVER_ENV,
      DATABASE_URL: databaseFile,
      SECRET_KEY_BASE,
      REDIS_URL: '',
      // Hundreds of rolls in a row by one player are the measurement.
      WRITE_RATE_LIMIT: 'off',
      ROLL_RATE_LIMIT: 'off',
    })
    server = started.child
    const base = `http://127.0.0.1:${started.port}`
    const people = People.onSqlite(databaseFile, SECRET_KEY_BASE)
    const table = await chronicleOf(base, people)
    await people.close()
    const arrivals = new Map<string, Expected>()
    const clients = await subscribeAll(
      base,
      table.listeners,
      arrivals,
      (text) => TIMED.exec(text)?.[1],
    )
    const url = `/chronicles/${table.chronicleId}/rolls`
    const results = [
      await measure('plain roll', arrivals, (label) =>
        api(base, table.roller, 'POST', url, { roll: { dice: 10, label } }),
      ),
      await measure('Join Battle', arrivals, (label) =>
        api(base, table.roller, 'POST', url, {
          roll: {
            dice: 6,
            label,
            character_type: 'character',
            character_id: table.characterId,
            join_battle: true,
          },
        }),
      ),
      // The same table's PATCH, as bench/cable.ts times it: what any change costs here, now.
      await measure('rename', arrivals, (label) =>
        api(base, table.roller, 'PATCH', `/characters/${table.characterId}`, {
          character: { name: label },
        }),
      ),
    ]
    const webhooks = await measureWebhooks(base, table, endpoints, arrivals)
    for (const client of clients) client.close()
    report(results, webhooks)
  } finally {
    server?.kill('SIGTERM')
    endpoints.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** A sink standing in for Discord (204 at once) and a dead endpoint (never answers). */
async function webhookEndpoints() {
  let posts = 0
  const sink = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      posts += 1
      response.writeHead(204).end()
    })
  })
  const held: net.Socket[] = []
  const dead = net.createServer((socket) => void held.push(socket))
  sink.listen(0, '127.0.0.1')
  dead.listen(0, '127.0.0.1')
  await Promise.all([once(sink, 'listening'), once(dead, 'listening')])
  const origin = (server: net.Server) =>
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    prefixes: `${origin(sink)}/api/webhooks/,${origin(dead)}/api/webhooks/`,
    sinkUrl: `${origin(sink)}/api/webhooks/1/bench-sink`,
    deadUrl: `${origin(dead)}/api/webhooks/2/bench-dead`,
    posts: () => posts,
    close() {
      for (const socket of held) socket.destroy()
      sink.closeAllConnections()
      sink.close()
      dead.close()
    },
  }
}

const WEBHOOK_MODES = ['no webhook', 'webhook', 'dead webhook'] as const

interface WebhookResult {
  mode: (typeof WEBHOOK_MODES)[number]
  samples: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  requestP99Ms: number
}

/**
 * Public rolls round three chronicles with the same people: none announcing, one announcing to
 * the sink, one to the dead endpoint; each roll's arrivals are timed as above.
 */
async function measureWebhooks(
  base: string,
  table: Awaited<ReturnType<typeof chronicleOf>>,
  endpoints: Awaited<ReturnType<typeof webhookEndpoints>>,
  arrivals: Map<string, Expected>,
) {
  const st = table.listeners[0]!
  const chronicleIds = [table.chronicleId]
  for (const url of [endpoints.sinkUrl, endpoints.deadUrl]) {
    const chronicle = await api(base, st, 'POST', '/chronicles', { name: 'Announced' })
    for (const member of table.listeners.slice(1)) {
      await api(base, member, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
    }
    await api(base, st, 'PATCH', `/chronicles/${chronicle.id}/discord`, { url })
    chronicleIds.push(chronicle.id)
  }
  const modeOf = (index: number) => index % WEBHOOK_MODES.length
  const timed = await timeChanges({
    arrivals,
    sockets: SOCKETS,
    warmUp: WARM_UP_ROLLS,
    count: ROLLS * WEBHOOK_MODES.length,
    // Labels the sockets' matcher knows (`Roll <n>/<i>`), 100 + the mode telling them apart.
    keyOf: (i) => `Roll ${100 + modeOf(i)}/${i}`,
    change: (label) => {
      const mode = Number(label.slice('Roll '.length, label.indexOf('/'))) - 100
      return api(base, table.roller, 'POST', `/chronicles/${chronicleIds[mode]}/rolls`, {
        roll: { dice: 10, label },
      })
    },
  })
  const results: WebhookResult[] = WEBHOOK_MODES.map((mode, m) => {
    const mine = timed.filter((_, j) => modeOf(j + WARM_UP_ROLLS) === m)
    const requests = answerTimes(mine)
    return {
      mode,
      ...latencyFigures(arrivalTimes(mine)),
      requestP99Ms: percentile(requests, 0.99),
    }
  })
  return { results, sinkPosts: endpoints.posts() }
}

/** A chronicle of SOCKETS people (its ST and members); the first member rolls, for a character. */
async function chronicleOf(base: string, people: People) {
  const st = await people.create()
  const chronicle = await api(base, st, 'POST', '/chronicles', { name: 'Dice bench' })
  const listeners: Person[] = [st]
  for (let i = 1; i < SOCKETS; i += 1) {
    const member = await people.create()
    await api(base, member, 'POST', '/chronicles/join', { invite_code: chronicle.invite_code })
    listeners.push(member)
  }
  const roller = listeners[1] ?? st
  const character = await api(base, roller, 'POST', '/characters', {
    name: 'Roller',
    type: 'SolarCharacter',
  })
  await api(base, roller, 'POST', `/chronicles/${chronicle.id}/add_character/${character.id}`)
  return { listeners, roller, chronicleId: chronicle.id, characterId: character.id }
}

/** Rolls one after another and times each roll's arrival at every socket from its request. */
async function measure(
  kind: string,
  arrivals: Map<string, Expected>,
  roll: (label: string) => Promise<unknown>,
): Promise<KindResult> {
  const timed = await timeChanges({
    arrivals,
    sockets: SOCKETS,
    warmUp: WARM_UP_ROLLS,
    count: ROLLS,
    keyOf: (i) => `Roll ${kind.length}/${i}`,
    change: roll,
  })
  const requests = answerTimes(timed)
  const afterAnswer = timed
    .flatMap(({ answeredAt, arrived }) => arrived.map((at) => Math.max(0, at - answeredAt)))
    .sort((a, b) => a - b)
  return {
    kind,
    sockets: SOCKETS,
    ...latencyFigures(arrivalTimes(timed)),
    requestP50Ms: percentile(requests, 0.5),
    requestP99Ms: percentile(requests, 0.99),
    afterAnswerP99Ms: percentile(afterAnswer, 0.99),
  }
}

function report(results: KindResult[], webhooks: { results: WebhookResult[]; sinkPosts: number }) {
  console.log(`roll request sent → roll event arrival, ${ROLLS} rolls per kind, one server process`)
  for (const r of results) {
    console.log(
      `${r.kind.padEnd(12)}${String(r.sockets).padStart(5)} sockets  p50 ${r.p50Ms
        .toFixed(2)
        .padStart(7)} ms  p99 ${r.p99Ms.toFixed(2).padStart(7)} ms  max ${r.maxMs
        .toFixed(2)
        .padStart(
          7,
        )} ms  (request alone p50 ${r.requestP50Ms.toFixed(2)} ms, p99 ${r.requestP99Ms.toFixed(2)} ms; after the answer p99 ${r.afterAnswerP99Ms.toFixed(2)} ms)`,
    )
  }
  const rolls = results.filter((r) => r.kind !== 'rename')
  const rename = results.find((r) => r.kind === 'rename')!
  const worst = Math.max(...rolls.map((r) => r.p99Ms))
  const verdict = worst < BUDGET_P99_MS ? 'within' : 'OVER'
  const ratio = worst / Math.max(rename.p99Ms, 0.01)
  console.log(
    `budget: p99 < ${BUDGET_P99_MS} ms at ${SOCKETS} sockets: ${verdict} (worst roll p99 ${worst.toFixed(2)} ms); roll/rename p99 ratio ${ratio.toFixed(2)}`,
  )
  console.log(
    `Discord webhooks, interleaved, ${ROLLS} public rolls each (the sink received ${webhooks.sinkPosts} posts):`,
  )
  for (const r of webhooks.results) {
    console.log(
      `${r.mode.padEnd(14)} p50 ${r.p50Ms.toFixed(2).padStart(7)} ms  p99 ${r.p99Ms
        .toFixed(2)
        .padStart(
          7,
        )} ms  max ${r.maxMs.toFixed(2).padStart(7)} ms  (request alone p99 ${r.requestP99Ms.toFixed(2)} ms)`,
    )
  }
  const plain = webhooks.results[0]!.p99Ms
  const worstWebhook = Math.max(...webhooks.results.slice(1).map((r) => r.p99Ms))
  console.log(
    `webhook/no-webhook p99 ratio ${(worstWebhook / Math.max(plain, 0.01)).toFixed(2)} (worst of live and dead endpoint)`,
  )
  writeResults('rolls', { rolls: ROLLS, results, ratio, webhooks })
}

await main()
