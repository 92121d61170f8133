import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The real entry point from source (src/main.ts, which `npm start` runs built) in a child
 * process: on a port of its choosing, logging warnings only, in development mode; `env` adds the
 * rest (the database, the secret key base…).
 */
export function spawnServer(env: Record<string, string | undefined>): ChildProcess {
  // Node itself with tsx's loader, not the tsx command: that relays a signal to its node child
  // and, when the child does not report it within 30 ms (a busy machine), kills it and exits
  // 143, so a graceful shutdown under load looked like a crash.
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that killServer reaches whatever the server starts too.
    detached: true,
  })
}

/**
 * Kills the server at once, with anything it started: SIGKILL to its whole process group, so
 * that nothing is left running, orphaned, for the rest of the machine's life.
 */
export function killServer(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return
  try {
    process.kill(-server.pid, 'SIGKILL')
  } catch {
    // The group is gone already.
  }
}

/** Everything the server prints from now on, to show beside a failure (its last lines). */
export function recordedOutput(server: ChildProcess): () => string {
  let output = ''
  const read = (chunk: Buffer) => {
    output += chunk.toString()
  }
  server.stdout?.on('data', read)
  server.stderr?.on('data', read)
  return () => output.split('\n').slice(-40).join('\n')
}

/**
 * How long a server started from source may take to say it listens: a few seconds on a quiet
 * machine, more than 25 under CI's load (load average 12, both lanes running); under the
 * 60 s a test or hook may take, so that the failure says why.
 */
const START_TIMEOUT_MS = 50_000

/** The port the server says it listens on; fails with what it printed if it does not say so. */
export function listeningPort(server: ChildProcess, timeoutMs = START_TIMEOUT_MS): Promise<number> {
  let output = ''
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line in:\n${output}`)), timeoutMs)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Loom listening on http:\/\/localhost:(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    server.stdout?.on('data', read)
    server.stderr?.on('data', read)
  })
}
