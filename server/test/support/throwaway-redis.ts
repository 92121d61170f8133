import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'

/**
 * A Redis server of the test's own (Debian's redis-server, no persistence) that the test may
 * kill and start again on the same port, as an outage of the operator's Redis would look.
 */
export interface ThrowawayRedis {
  readonly url: string
  stop(): Promise<void>
  start(): Promise<void>
}

export async function throwawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  const redis: ThrowawayRedis = {
    url,
    async start() {
      server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      })
      await untilAnswering(url)
    },
    async stop() {
      // A process killed by a signal keeps exitCode null and sets signalCode instead.
      if (server === undefined || server.exitCode !== null || server.signalCode !== null) return
      const exited = once(server, 'exit')
      server.kill('SIGKILL')
      await exited
    },
  }
  await redis.start()
  return redis
}

async function untilAnswering(url: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (true) {
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.ping()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      client.disconnect()
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
