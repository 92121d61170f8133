import { Redis } from 'ioredis'

/**
 * Drops the Redis connections the live buses of one channel listen on (named after it), as a
 * network failure would; ioredis connects again by itself. Other connections, such as other
 * test files' buses on the same Redis, are left alone.
 */
export async function dropListeners(redisUrl: string, channel: string): Promise<void> {
  const admin = new Redis(redisUrl)
  try {
    const clients = (await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string
    const ids = clients
      .split('\n')
      .filter((line) => line.includes(` name=${channel}:listener `))
      .map((line) => /\bid=(\d+)/.exec(line)![1]!)
    if (ids.length === 0) throw new Error(`nothing listens on ${channel}`)
    for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id)
  } finally {
    admin.disconnect()
  }
}
