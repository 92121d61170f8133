import { Redis } from 'ioredis'
import type { LiveBus } from './bus.ts'
import type { Envelope } from './envelope.ts'

/**
 * The bus between server processes: Redis pub/sub on one channel per deployment. Every
 * process subscribes, including the publisher, so each delivers to the sockets it holds.
 * Redis keeps one publisher's messages in order. Messages published while a subscriber is
 * disconnected are lost to it, which is why it tells when it hears again (watchHearing).
 */
export function redisBus(
  url: string,
  channel: string,
  onError: (error: Error) => void,
): { bus: LiveBus; commands: Redis } {
  const commands = new Redis(url, { lazyConnect: false })
  // Named, so that CLIENT LIST shows whose subscription it is.
  const subscriber = new Redis(url, { lazyConnect: false, connectionName: `${channel}:listener` })
  commands.on('error', onError)
  subscriber.on('error', onError)
  let listener: (envelope: Envelope) => void = () => {}
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return
    try {
      listener(JSON.parse(message) as Envelope)
    } catch (error) {
      onError(error as Error)
    }
  })

  let hearing = false
  let hearingListener: (hearing: boolean) => void = () => {}
  const setHearing = (next: boolean) => {
    if (next === hearing) return
    hearing = next
    hearingListener(next)
  }
  // Counts lost connections: a subscription confirmed on an earlier one proves nothing now.
  let lostConnections = 0
  const subscribe = () => {
    const during = lostConnections
    return subscriber.subscribe(channel).then(() => {
      if (during === lostConnections) setHearing(true)
    })
  }
  subscriber.on('close', () => {
    lostConnections += 1
    setHearing(false)
  })
  // ioredis subscribes again by itself once reconnected; asking too says when that is done.
  subscriber.on('ready', () => {
    if (lostConnections > 0) subscribe().catch(onError)
  })
  const subscribed = subscribe()
  subscribed.catch(onError)

  const bus: LiveBus = {
    async publish(envelope) {
      await commands.publish(channel, JSON.stringify(envelope))
    },
    listen(next) {
      listener = next
    },
    async ready() {
      await subscribed
    },
    watchHearing(next) {
      hearingListener = next
      next(hearing)
    },
    async answers() {
      // Commands wait in ioredis's offline queue while it reconnects: say so at once instead.
      if (commands.status !== 'ready') throw new Error(`Redis is ${commands.status}`)
      if (!hearing) throw new Error('the Redis subscription is not confirmed')
      await commands.ping()
    },
    connections: () => [
      { name: 'commands', ready: commands.status === 'ready' },
      { name: 'subscriber', ready: hearing },
    ],
    async close() {
      await Promise.allSettled([subscriber.quit(), commands.quit()])
    },
  }
  return { bus, commands }
}
