// `npm test`: every check, in two lanes that overlap on a 2-core machine. The checks of the source
// (lint, types, unit and server suites) run beside the build, the e2e journeys (which wait on the
// browser and the network more than on the processor) and the quick benches. Each stage's
// output is printed whole when it ends; the first failure stops the rest. The stage times are
// printed at the end and written to test-times.txt for .ci/run.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const TIMES_FILE = join(repoRoot, 'test-times.txt')

/** @typedef {{ name: string, script: string, after: string[], env?: NodeJS.ProcessEnv }} Stage */
/** @type {Stage[]} */
const STAGES = [
  { name: 'lint', script: 'lint', after: [] },
  { name: 'typecheck', script: 'typecheck', after: ['lint'] },
  { name: 'unit', script: 'test:unit', after: ['typecheck'] },
  { name: 'server', script: 'test:server', after: ['unit'] },
  // Built as someone with NODE_ENV=development would build it: the result must still be the
  // production app, whose service worker e2e/tests/offline.test.ts sees registered.
  { name: 'build', script: 'build', after: [], env: { NODE_ENV: 'development' } },
  // The journeys' own script, not `test:e2e`, which would build the app a second time.
  { name: 'e2e', script: 'test -w e2e', after: ['build'] },
  // The quick benchmarks only prove that each script still runs. They follow the journeys, so
  // that the lanes take about as long as each other (the source checks are the longer lane).
  { name: 'bench', script: 'test:bench', after: ['e2e'] },
]

const logDir = mkdtempSync(join(tmpdir(), 'loom-test-'))
const started = Date.now()
/** @type {Map<string, { seconds: number, ok: boolean, stopped: boolean }>} */
const finished = new Map()
/** @type {Map<string, { promise: Promise<void>, kill: () => void }>} */
const running = new Map()
let failed = false

/** @param {number} from */
const secondsSince = (from) => (Date.now() - from) / 1000

/** @param {Stage} stage @returns {Promise<void>} */
function runStage(stage) {
  const stageStart = Date.now()
  const log = join(logDir, `${stage.name}.log`)
  console.log(`--- ${stage.name} (npm run ${stage.script}) started at ${clock()}`)
  // Its own process group, so that a failure elsewhere can stop everything it started.
  const child = spawn('sh', ['-c', `npm run ${stage.script} > '${log}' 2>&1`], {
    cwd: repoRoot,
    env: { ...process.env, ...stage.env },
    detached: true,
    stdio: 'ignore',
  })
  const promise = new Promise((resolve) => {
    child.once('exit', (code) => {
      const seconds = secondsSince(stageStart)
      const ok = code === 0
      const stopped = !ok && failed
      finished.set(stage.name, { seconds, ok, stopped })
      running.delete(stage.name)
      if (!failed || !ok) {
        console.log(`--- ${stage.name} ${ok ? 'passed' : 'FAILED'} in ${format(seconds)}, output:`)
        console.log(readFileSync(log, 'utf8'))
      }
      if (!ok && !failed) {
        failed = true
        for (const other of running.values()) other.kill()
      }
      resolve(undefined)
    })
  })
  running.set(stage.name, {
    promise: /** @type {Promise<void>} */ (promise),
    kill: () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    },
  })
  return /** @type {Promise<void>} */ (promise)
}

function clock() {
  return new Date().toISOString().slice(11, 19)
}

/** @param {number} seconds */
function format(seconds) {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)} min ${whole % 60} s`
}

/** Starts every stage whose prerequisites passed, until none is left or one failed. */
async function runAll() {
  const waiting = new Set(STAGES)
  while (waiting.size > 0 && !failed) {
    for (const stage of waiting) {
      if (stage.after.every((name) => finished.get(name)?.ok)) {
        waiting.delete(stage)
        runStage(stage)
      }
    }
    await Promise.race([...running.values()].map((stage) => stage.promise))
  }
  await Promise.all([...running.values()].map((stage) => stage.promise))
}

/** Stops every stage's processes, as a failure does, when `npm test` itself is interrupted. */
function stopOn(/** @type {NodeJS.Signals} */ signal) {
  process.once(signal, () => {
    failed = true
    for (const stage of running.values()) stage.kill()
  })
}
stopOn('SIGINT')
stopOn('SIGTERM')

await runAll()
const lines = STAGES.filter((stage) => finished.has(stage.name)).map((stage) => {
  const result = /** @type {{ seconds: number, ok: boolean, stopped: boolean }} */ (
    finished.get(stage.name)
  )
  const outcome = result.ok ? '' : result.stopped ? '  stopped' : '  FAILED'
  return `${stage.name.padEnd(10)} ${format(result.seconds).padStart(12)}${outcome}`
})
lines.push(`${'npm test'.padEnd(10)} ${format(secondsSince(started)).padStart(12)} (lanes overlap)`)
writeFileSync(TIMES_FILE, `${lines.join('\n')}\n`)
console.log(`--- stage times\n${lines.join('\n')}`)
rmSync(logDir, { recursive: true, force: true })
process.exit(failed ? 1 : 0)
